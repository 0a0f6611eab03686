// Paths inside the storefront, relative to the route that navigates (every checkout route sits
// directly under the storefront's root, so '..' is the base path the shell mounted it at).

/** An api redirect path ('/thankyou/{token}') from one of the checkout routes. */
export const fromRoute = (apiPath: string): string =>
  `..${apiPath.startsWith('/') ? '' : '/'}${apiPath}`;

/** The thank-you page of a paid order or charge. */
export const thankYouPath = (
  kind: 'order' | 'additional' | 'extra',
  token: string,
) =>
  kind === 'order'
    ? `../thankyou/${encodeURIComponent(token)}`
    : `../thank-you/${encodeURIComponent(token)}`;

/** The payment page of an order or charge. */
export const paymentPath = (
  kind: 'order' | 'additional' | 'extra',
  token: string,
) => {
  const t = encodeURIComponent(token);
  if (kind === 'additional') return `../additional-payment/${t}`;
  if (kind === 'extra') return `../extra-charge-payment/${t}`;
  return `../checkout/payment/${t}`;
};

/** The tracking page of an order; with its tracking token it needs no email (the tracking link). */
export const trackOrderPath = (orderNo: string, trackingToken?: string) =>
  `../order-tracking/${encodeURIComponent(orderNo)}${
    trackingToken ? `?token=${encodeURIComponent(trackingToken)}` : ''
  }`;
