import { Route, Routes } from 'shared/router';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { NewServicePage } from './features/service-editor/NewServicePage';
import { ServiceEditorPage } from './features/service-editor/ServiceEditorPage';
import { OptionsPreviewContext } from './features/service-editor/components/PreviewSection';
import { VendorServicesPage } from './features/vendor-services/VendorServicesPage';
import './i18n/t';
import { useBuilderSide } from './side';

/**
 * The service builder's route table, relative to where the shell mounted it, by the signed-in
 * user's side (see paths.ts): a store's at '/portal/service-builder', a vendor's at '/portal'.
 */
export default function ServiceBuilderRoutes({
  basePath,
  OptionsPreview,
}: RemoteRoutesProps) {
  const side = useBuilderSide();
  const editor = <ServiceEditorPage basePath={basePath} />;
  const newService = <NewServicePage basePath={basePath} />;
  return (
    <OptionsPreviewContext.Provider value={OptionsPreview ?? null}>
      {side === 'vendor' ? (
        <Routes>
          <Route
            path="services"
            element={<VendorServicesPage basePath={basePath} />}
          />
          <Route path="services/:serviceId" element={editor} />
          <Route path="new-service" element={newService} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      ) : (
        <Routes>
          <Route path="new" element={newService} />
          <Route path=":serviceId" element={editor} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </OptionsPreviewContext.Provider>
  );
}
