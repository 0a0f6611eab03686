import { useEffect } from 'react';
import './tenantPages.css';

/** Unknown store host (404 from the store settings). */
export function SiteNotFoundPage() {
  useEffect(() => {
    document.title = 'This site does not exist';
  }, []);
  return (
    <main className="tp-page">
      <p className="tp-page__mark" aria-hidden="true">
        404
      </p>
      <h1 className="tp-page__title">This site does not exist</h1>
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
    <section className="tp-page" aria-labelledby="tp-inactive-title">
      <p className="tp-page__mark tp-page__mark--warning" aria-hidden="true">
        !
      </p>
      <h1 id="tp-inactive-title" className="tp-page__title">
        This store is currently inactive
      </h1>
      <p className="tp-page__text">
        {storeName
          ? `${storeName} is not taking orders right now. Please check back later.`
          : 'Please check back later.'}
      </p>
    </section>
  );
}
