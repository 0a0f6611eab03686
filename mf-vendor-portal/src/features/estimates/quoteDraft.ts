import type { VendorEstimate } from 'shared/contracts/vendorSales';
import type { DraftLine, QuoteDraft } from 'shared/ui/quote';

// The vendor's estimate as the shared quote editor's draft (ADR 0026): the lines it was made with,
// and the parts and labour the vendor added.

export function draftOf(estimate: VendorEstimate): QuoteDraft {
  return {
    lines: estimate.lines.map((line) => ({
      key: String(line.id),
      id: line.id,
      name: line.description,
      kind: (estimate.line_kinds[String(line.id)] ??
        'service') as DraftLine['kind'],
      quantity: String(line.quantity),
      unit_price: line.unit_price,
      choices: [],
    })),
    message: estimate.message,
    valid_until: estimate.valid_until ?? '',
    not_to_exceed: estimate.not_to_exceed ?? '',
  };
}
