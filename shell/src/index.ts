import { preloadRouteRemotes } from './remotes/earlyPreload';

// The page's remotes start loading now, beside the bootstrap chunk (issue 15).
void preloadRouteRemotes();
import('./bootstrap');
