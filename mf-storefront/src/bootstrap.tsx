// Standalone dev only (`npm run dev -w mf-storefront`): the shell owns the router, providers and
// white-label colours in production.
import { mountStandalone } from 'shared/dev';
import Routes from './exposes/Routes';

void mountStandalone({ routes: Routes, basePath: '' });
