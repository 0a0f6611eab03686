// Standalone dev only (`npm run dev -w mf-vendor-portal`): in production the shell provides the
// router, AppProviders and, in its portal layouts, AntdTheme.
import { mountStandalone } from 'shared/dev';
import { AntdTheme } from 'shared/ui/antd';
import Routes from './exposes/Routes';

void mountStandalone({ routes: Routes, basePath: '', wrapper: AntdTheme });
