import { StatusPage } from 'shared/ui';

/** What a user without the vendor management module (or not of a store) sees on the vendors page. */
export function NoAccess() {
  return (
    <StatusPage mark="403" tone="warning" title="You cannot open this page">
      <p>You do not have permission to manage the store&apos;s vendors.</p>
    </StatusPage>
  );
}
