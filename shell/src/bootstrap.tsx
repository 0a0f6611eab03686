import { createRoot } from 'react-dom/client';
import { initErrorReporting } from './errors/reportError';
import { ShellApp } from './ShellApp';

void initErrorReporting();
createRoot(document.getElementById('root')!).render(<ShellApp />);
