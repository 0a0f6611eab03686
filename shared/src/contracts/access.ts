// Wire records of one area: Store-portal access: password reset, the super admin's stores (issue 11).
// TypeBox schemas the api validates with; the browser imports their types only.
export {};
