// First: the page's own scripts start while the modules below run.
import './remotes/pageStart';
import { createRoot } from 'react-dom/client';
import { readConfig } from './errors/config';
import { logRemoteLoadsToConsole } from './errors/remoteLoads';
import { initErrorReporting } from './errors/reportError';
import { captureOverrideParam } from './remotes/override';
import { ShellApp } from './ShellApp';

const config = readConfig();
void initErrorReporting(config);
logRemoteLoadsToConsole(config.environment === 'development');
captureOverrideParam(); // before the registry is read (a confirm, never silently)
createRoot(document.getElementById('root')!).render(<ShellApp />);
