import type { QuoteInput } from '../../contracts/estimateQuotes';

// The quote editor's state (the store's and a vendor's): what the seller types, kept as text so a refused value stays on screen
// as typed (ADR 0026). The api checks the prices; the editor only adds up what reads as money.

export interface DraftLine {
  /** React's key: the line's id, or a local one for an added line */
  key: string;
  id?: number;
  name: string;
  kind: 'service' | 'part' | 'labour';
  quantity: string;
  unit_price: string;
  /** what the customer chose for a service ("Metal: Gold"), read-only */
  choices: string[];
}

export interface QuoteDraft {
  lines: DraftLine[];
  message: string;
  valid_until: string;
  not_to_exceed: string;
}

export const KIND_LABELS: Record<DraftLine['kind'], string> = {
  service: 'Service',
  part: 'Part',
  labour: 'Labour',
};

let added = 0;
export const newLine = (kind: 'part' | 'labour'): DraftLine => ({
  key: `new-${(added += 1)}`,
  name: '',
  kind,
  quantity: '1',
  unit_price: '',
  choices: [],
});

export function inputOf(draft: QuoteDraft, version: number): QuoteInput {
  return {
    version,
    lines: draft.lines.map((line) => ({
      ...(line.id !== undefined
        ? { id: line.id }
        : {
            name: line.name,
            kind: line.kind === 'labour' ? 'labour' : 'part',
          }),
      quantity: Math.min(99, Math.max(1, Number(line.quantity) || 1)),
      unit_price: line.unit_price.trim(),
    })),
    message: draft.message,
    valid_until: draft.valid_until === '' ? null : draft.valid_until,
    not_to_exceed:
      draft.not_to_exceed.trim() === '' ? null : draft.not_to_exceed.trim(),
  };
}

/** The draft's total as far as its prices read as money ("12.50"), else null. */
export function draftTotal(draft: QuoteDraft): string | null {
  let cents = 0;
  for (const line of draft.lines) {
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(line.unit_price.trim());
    if (!match) return null;
    const unit =
      Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    cents += unit * (Number(line.quantity) || 1);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '$12.50' from a 2-decimal money string. */
export const money = (amount: string): string => `$${amount}`;
