import { StatusPage } from 'shared/ui';

/** What a user without the discount module (or not of a store) sees on the discounts page. */
export function NoAccess() {
  return (
    <StatusPage mark="403" tone="warning" title="You cannot open this page">
      <p>You do not have permission to see the store&apos;s discount codes.</p>
    </StatusPage>
  );
}
