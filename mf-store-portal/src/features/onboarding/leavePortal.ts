// The one place the onboarding leaves the single-page app for another site (Stripe's hosted
// onboarding): a full page load, which jsdom cannot do, so the page tests replace this module.

/** Sends the browser to `url` (another site). */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
