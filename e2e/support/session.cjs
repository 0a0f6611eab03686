// The session the shell keeps after a login (shared/src/session: localStorage
// 'platform.session.v1', shaped by sessionFromLogin). e2e cannot import `shared`, so the mapping is
// written out here, once, for the browser tests' sign-ins and the bench's signed-in pages.

const SESSION_KEY = 'platform.session.v1';

/**
 * The session the shell stores after this login answer (sessionFromLogin of shared/session). With
 * `storeSettings`, the session of a returning store user: the shell keeps the store's settings once it
 * has fetched them after the login, so later loads do not ask again.
 */
function sessionOf(answer, storeSettings = null) {
  const { role: userRole, ...user } = answer.user ?? {};
  return {
    access: answer.access,
    refresh: answer.refresh,
    role: answer.role ?? userRole ?? null,
    user: { ...user, vendor: user.vendor ?? null },
    store: answer.store ?? null,
    customer: answer.customer ?? null,
    storeSettings,
    cartIds: [],
    checkoutAsGuest: false,
    accessModules: answer.access_modules ?? [],
    registrationSteps: answer.registration_steps ?? null,
    onBoardingSteps: answer.on_boarding_steps ?? [],
    impersonation: null,
  };
}

module.exports = { SESSION_KEY, sessionOf };
