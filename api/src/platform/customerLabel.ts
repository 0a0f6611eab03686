// A customer's name as a vendor may read it, used by work orders and by charge lists alike.

/** The customer as the vendor may read them: first name and last initial ('Gus G.'). */
export const customerLabel = (first: string, last: string) =>
  [first.trim(), last.trim() ? `${last.trim()[0]!.toUpperCase()}.` : '']
    .filter(Boolean)
    .join(' ');
