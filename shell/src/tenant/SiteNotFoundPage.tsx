import { useEffect } from 'react';
import { StatusPage } from 'shared/ui';
import { useShellT } from '../layout/CustomerMessages';

/** Unknown store host (404 from the store settings): 'This site does not exist', in the page's language. */
export function SiteNotFoundPage() {
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
