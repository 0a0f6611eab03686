import { useEffect } from 'react';
import { Result } from 'shared/ui/antd';

/** Unknown store host (404 from the store settings). */
export function SiteNotFoundPage() {
  useEffect(() => {
    document.title = 'This site does not exist';
  }, []);
  return <Result status="404" title="This site does not exist" />;
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
    <Result
      status="warning"
      title="This store is currently inactive"
      subTitle={
        storeName
          ? `${storeName} is not taking orders right now. Please check back later.`
          : 'Please check back later.'
      }
    />
  );
}
