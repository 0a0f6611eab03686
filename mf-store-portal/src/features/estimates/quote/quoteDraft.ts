import type { DraftLine, QuoteDraft } from 'shared/ui/quote';
import type { Estimate } from '../api';

// The store's estimate as the shared quote editor's draft (ADR 0026): the customer's services with
// what they chose, and the parts and labour the store added.

export function draftOf(estimate: Estimate): QuoteDraft {
  return {
    lines: estimate.lines.map((line) => ({
      key: String(line.id),
      id: line.id,
      name: line.service.name,
      kind: (estimate.line_kinds[String(line.id)] ??
        'service') as DraftLine['kind'],
      quantity: String(line.quantity),
      unit_price: line.unit_price,
      choices: line.choices.map((c) => `${c.label}: ${c.value}`),
    })),
    message: estimate.message,
    valid_until: estimate.valid_until ?? '',
    not_to_exceed: estimate.not_to_exceed ?? '',
  };
}
