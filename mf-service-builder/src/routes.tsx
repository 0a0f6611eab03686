import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { NewServicePage } from './features/service-editor/NewServicePage';
import { ServiceEditorPage } from './features/service-editor/ServiceEditorPage';
import { OptionsPreviewContext } from './features/service-editor/components/PreviewSection';

/** The service builder's route table, relative to '/portal/service-builder' (see paths.ts). */
export default function ServiceBuilderRoutes({
  basePath,
  OptionsPreview,
}: RemoteRoutesProps) {
  return (
    <OptionsPreviewContext.Provider value={OptionsPreview ?? null}>
      <Routes>
        <Route path="new" element={<NewServicePage basePath={basePath} />} />
        <Route
          path=":serviceId"
          element={<ServiceEditorPage basePath={basePath} />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </OptionsPreviewContext.Provider>
  );
}
