// The session the shell keeps after a login (shared/src/session: localStorage
// 'platform.session.v1', shaped by sessionFromLogin). e2e cannot import `shared`, so the mapping is
// written out here, once, for the browser tests' sign-ins and the bench's signed-in pages.

const SESSION_KEY = 'platform.session.v1';

/** The session the shell stores after this login answer (sessionFromLogin of shared/session). */
function sessionOf(answer) {
  const { role: userRole, ...user } = answer.user ?? {};
  return {
    access: answer.access,
    refresh: answer.refresh,
    role: answer.role ?? userRole ?? null,
    user: { ...user, vendor: user.vendor ?? null },
    store: answer.store ?? null,
    customer: answer.customer ?? null,
    storeSettings: null,
    cartIds: [],
    checkoutAsGuest: false,
    accessModules: answer.access_modules ?? [],
    registrationSteps: answer.registration_steps ?? null,
    onBoardingSteps: answer.on_boarding_steps ?? [],
    impersonation: null,
  };
}

module.exports = { SESSION_KEY, sessionOf };
