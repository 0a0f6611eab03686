/** The parts of a keyboard event the order-number filter looks at. */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const ORDER_NUMBER_CHAR = /^[A-Za-z0-9]$/;

/**
 * Key-press filter of the order-number field: order
 * numbers are letters and digits, so any other printable character is dropped as it is typed.
 * Editing and navigation keys (Backspace, arrows, Tab, Enter…) and shortcuts (Ctrl/Cmd+V…) pass.
 */
export function isOrderNumberKey(event: KeyPress): boolean {
  if (event.key.length !== 1) return true;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  return ORDER_NUMBER_CHAR.test(event.key);
}
