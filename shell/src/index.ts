import { preloadRouteRemotes } from './remotes/earlyPreload';

// The page's remotes start loading now, beside the bootstrap chunk.
void preloadRouteRemotes();
import('./bootstrap');
