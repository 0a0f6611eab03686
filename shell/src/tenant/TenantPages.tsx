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

/** Shown on / of an inactive store (403 STORE.INACTIVE). */
export function InactiveStorePage({
  storeName,
}: {
  storeName?: string | null;
}) {
  useEffect(() => {
    document.title = storeName ?? 'Store inactive';
  }, [storeName]);
  return (
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
  );
}
