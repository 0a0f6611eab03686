import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { ServiceOptionsPage } from './features/service-options/ServiceOptionsPage';

/** The service builder's route table, relative to '/portal/service-builder'. */
export default function ServiceBuilderRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path=":serviceId" element={<ServiceOptionsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
