import { StatusPage } from 'shared/ui';

/** What the services area shows to someone without the service module (or a level a page needs). */
export function NoServiceAccess() {
  return (
    <StatusPage mark="!" tone="warning" title="You cannot open this page">
      <p>
        Your account has no access to the store&apos;s services. Ask the store
        owner.
      </p>
    </StatusPage>
  );
}
