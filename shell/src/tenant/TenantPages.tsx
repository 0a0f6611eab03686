import { useEffect } from 'react';
import { StatusPage } from 'shared/ui';

/** Unknown store host (404 from the store settings). */
export function SiteNotFoundPage() {
  useEffect(() => {
    document.title = 'This site does not exist';
  }, []);
  return (
    <main>
      <StatusPage mark="404" title="This site does not exist" />
    </main>
  );
}

/** The whole page on / of an inactive store (403 STORE.INACTIVE): no shop header, search, cart or Log in. */
export function InactiveStorePage({
  storeName,
}: {
  storeName?: string | null;
}) {
  return (
    <main>
      <StatusPage
        mark="!"
        tone="warning"
        title="This store is currently inactive"
      >
        <p className="ui-state__message">
          {storeName
            ? `${storeName} is not taking orders right now. Please check back later.`
            : 'Please check back later.'}
        </p>
      </StatusPage>
    </main>
  );
}
