import { useEffect, useState } from 'react';
import { api } from 'shared/api';
import type { DevLanding } from 'shared/contracts/access';
import { PageLoader, StatusPage } from 'shared/ui';
import { useShellT } from '../layout/CustomerMessages';
import { DevLandingPage } from './DevLandingPage';

/** Plain localhost: where a developer lands after `npm start` (no store has this host). */
const isDevHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1';

/** Unknown store host (404 from the store settings): 'This site does not exist', in the page's language. */
function NotFound() {
  const t = useShellT();
  const title = t('siteNotFound');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main>
      <StatusPage mark="404" title={title} />
    </main>
  );
}

/**
 * An unknown host. On plain localhost the api's development landing data (GET /dev-landing, which
 * answers 404 in production) turns it into the demo's landing page; anywhere else, or in
 * production, it stays 'This site does not exist'.
 */
export function SiteNotFoundPage({
  hostname = window.location.hostname,
}: {
  hostname?: string;
}) {
  const devHost = isDevHost(hostname);
  const [landing, setLanding] = useState<DevLanding | null | 'none'>(
    devHost ? null : 'none',
  );
  useEffect(() => {
    if (!devHost) return;
    let live = true;
    api
      .get<DevLanding>('dev-landing')
      .then((answer) => live && setLanding(answer))
      .catch(() => live && setLanding('none'));
    return () => {
      live = false;
    };
  }, [devHost]);
  if (landing === null) return <PageLoader fullScreen />;
  if (landing === 'none') return <NotFound />;
  return <DevLandingPage landing={landing} />;
}
