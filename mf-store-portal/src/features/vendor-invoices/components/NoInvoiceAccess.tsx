import { StatusPage } from 'shared/ui';

/** What a user without the vendor management module (or not of a store) sees instead of the invoices. */
export function NoInvoiceAccess() {
  return (
    <StatusPage
      mark="403"
      tone="warning"
      title="You cannot open this page"
      level={1}
    >
      <p>
        You do not have permission to see the invoices your store&apos;s vendors
        sent. The store owner can give you the vendor management permission.
      </p>
    </StatusPage>
  );
}
