// Wire records of one area: A new store's sign-up and onboarding (issue 11).
// TypeBox schemas the api validates with; the browser imports their types only.
export {};
