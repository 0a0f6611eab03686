// Standalone dev only (`npm run dev -w mf-service-builder`): the shell owns the router,
// providers and, in its portal layouts, AntdTheme in production.
import { mountStandalone } from 'shared/dev';
import { AntdTheme } from 'shared/ui/antd';
import Routes from './exposes/Routes';

void mountStandalone({
  routes: Routes,
  basePath: '/portal/service-builder',
  wrapper: AntdTheme,
});
