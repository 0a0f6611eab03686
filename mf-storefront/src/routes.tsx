import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { ServicesPage } from './features/services/ServicesPage';

/** The storefront's route table, relative to the path the shell mounted it at. */
export default function StorefrontRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={<ServicesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
