import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { LoginPage } from './features/login/LoginPage';

/** The vendor portal's route table, relative to the path the shell mounted it at ('' on vendor hosts). */
export default function VendorPortalRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="portal/dashboard" element={<DashboardPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
