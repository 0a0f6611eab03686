// A work order's number as people read it, in every area that names one (the repair loop's
// pages and mails, charges, vendor bills and invoices).

/** How people read a work order's number ('1000042-1' → 'WO-1000042-1'); charges carry it too. */
export const workOrderLabel = (workOrderNo: string) => `WO-${workOrderNo}`;
