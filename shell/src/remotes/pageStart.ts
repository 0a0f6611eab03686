import { startPageScripts } from './pagePreload';

// The first module the shell's bootstrap runs: its chunks are all here, so the page's own scripts,
// which the shell's entry learnt from the registry answer, start downloading while the shell's
// modules run (pagePreload.ts).
startPageScripts();
