// Tiny inline icons for the storefront frame: it renders on the first load, so no icon library.
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A shopping cart. */
export function CartIcon() {
  return (
    <svg {...base}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.5-1.1L22 7H6" />
    </svg>
  );
}

/** Three bars (menu). */
export function MenuIcon() {
  return (
    <svg {...base}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

/** A bell (notifications). */
export function BellIcon() {
  return (
    <svg {...base}>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}
