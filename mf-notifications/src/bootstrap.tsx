// Standalone dev only (`npm run dev -w mf-notifications`): the bell in a bare header, as the
// shell's admin header would place it.
import { mountStandalone } from 'shared/dev';
import { AntdTheme } from 'shared/ui/antd';
import NotificationBell from './exposes/NotificationBell';

function StandaloneHeader() {
  return (
    <header
      style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}
    >
      <NotificationBell />
    </header>
  );
}

void mountStandalone({
  routes: StandaloneHeader,
  basePath: '',
  wrapper: AntdTheme,
});
