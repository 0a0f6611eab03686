// Wire records of one area: Store staff, invitations, permissions, profiles (issue 11).
// TypeBox schemas the api validates with; the browser imports their types only.
export {};
