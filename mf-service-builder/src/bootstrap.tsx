// Standalone dev only (`npm run dev -w mf-service-builder`): the shell owns the router and
// providers in production.
import { mountStandalone } from 'shared/dev';
import Routes from './exposes/Routes';

void mountStandalone({ routes: Routes, basePath: '/portal/service-builder' });
