import type {
  VendorEstimate,
  VendorSalesOrder,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../../context';
import { sendMail } from '../../mail';
import type { MailLanguage } from '../../mail/language';
import { vendorCustomerMail } from '../../mail/workflowMails';
import { ROLES } from '../../auth/permissions';
import { vendorPortalOrigin } from '../storefront';

// The mail a vendor's own customer gets (ADR 0012, changes): their order is received, ready for
// pickup, shipped or cancelled; their estimate is sent or became an order. A vendor's walk-in
// customer has no account or tracking page, so the mail carries the words and the vendor's name;
// a sent estimate's mail also carries the estimate's own link (the vendor host's
// `/estimate/{token}`), where the customer approves or declines it. Imported orders mail nobody
// (an import is usually the vendor's existing book). The words are in mail/workflowTexts.ts.

/** The steps a customer is mailed about, by the record's kind. */
const STEPS = {
  sales_order: ['new', 'ready', 'shipped', 'cancelled'],
  estimate: ['quoted', 'expired', 'converted'],
} as const satisfies Record<'sales_order' | 'estimate', readonly string[]>;

/** The estimate's own link on the vendor host (its token is the key). */
async function estimateLink(ctx: AppContext, id: number): Promise<string> {
  const [row] = await ctx.db.query<{ token: string }>(
    'SELECT token FROM vendor_estimates WHERE id = $1',
    [id],
  );
  return `${vendorPortalOrigin(ctx.config.publicUrl)}/estimate/${row!.token}`;
}

/**
 * Mails the vendor's customer about the step their order or estimate is now at, when it is one a
 * customer cares about; never throws (the step is done whatever the mail does).
 */
export async function mailVendorCustomer(
  ctx: AppContext,
  vendorId: number,
  record: VendorSalesOrder | VendorEstimate,
): Promise<void> {
  const [kind, number] =
    'order_no' in record
      ? (['sales_order', record.order_no] as const)
      : (['estimate', record.estimate_no] as const);
  const step = (STEPS[kind] as readonly string[]).includes(record.status)
    ? (record.status as (typeof STEPS)[typeof kind][number])
    : null;
  if (!step) return;
  try {
    // The workshop's name, and the language its owner works in: a walk-in customer has no
    // language of their own on record, and is served in the workshop's.
    const [vendor] = await ctx.db.query<{
      name: string;
      language: MailLanguage | null;
    }>(
      `SELECT v.name, (SELECT u.language FROM users u WHERE u.vendor_id = v.id AND u.role_id = $2
         ORDER BY u.id LIMIT 1) AS language
       FROM vendors v WHERE v.id = $1`,
      [vendorId, ROLES.vendorOwner],
    );
    await sendMail(
      ctx,
      vendorCustomerMail({
        to: record.customer.email,
        firstName: record.customer.first_name,
        vendorName: vendor?.name ?? null,
        kind,
        number,
        step,
        link:
          kind === 'estimate' && step === 'quoted'
            ? await estimateLink(ctx, record.id)
            : null,
        language: vendor?.language ?? 'en',
      }),
    );
  } catch (error) {
    ctx.push.log?.warn(
      { err: error },
      'mail: the vendor customer mail of a step failed',
    );
  }
}
