import type {
  VendorEstimate,
  VendorSalesOrder,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../../context';
import { sendMail } from '../../mail';
import { vendorPortalOrigin } from '../storefront';

// The mail a vendor's own customer gets (ADR 0012, changes): their order is received, ready for
// pickup, shipped or cancelled; their estimate is sent or became an order. A vendor's walk-in
// customer has no account or tracking page, so the mail carries the words and the vendor's name;
// a sent estimate's mail also carries the estimate's own link (the vendor host's
// `/estimate/{token}`), where the customer approves or declines it. Imported orders mail nobody
// (an import is usually the vendor's existing book).

const SENTENCES = {
  sales_order: {
    new: 'has been received',
    ready: 'is ready for pickup',
    shipped: 'has shipped',
    cancelled: 'was cancelled',
  },
  estimate: {
    quoted: 'is ready for you to review',
    expired: 'has expired: please ask for a new quote',
    converted: 'is now an order',
  },
} as const satisfies Record<'sales_order' | 'estimate', Record<string, string>>;

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
  const sentence = (SENTENCES[kind] as Record<string, string>)[record.status];
  if (!sentence) return;
  try {
    const [vendor] = await ctx.db.query<{ name: string }>(
      'SELECT name FROM vendors WHERE id = $1',
      [vendorId],
    );
    const what = kind === 'sales_order' ? 'order' : 'estimate';
    const link =
      kind === 'estimate' && record.status === 'quoted'
        ? [
            `Read it and approve or decline it here: ${await estimateLink(ctx, record.id)}`,
          ]
        : [];
    await sendMail(ctx, {
      to: record.customer.email,
      subject: `Your ${what} ${number} ${sentence}`,
      text: [
        `Hi ${record.customer.first_name},`,
        `your ${what} ${number} at ${vendor?.name ?? 'our workshop'} ${sentence}.`,
        ...link,
      ].join('\n\n'),
    });
  } catch (error) {
    ctx.push.log?.warn(
      { err: error },
      'mail: the vendor customer mail of a step failed',
    );
  }
}
