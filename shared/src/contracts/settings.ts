// Wire records of one area: The store's white-label settings and the owner's dashboard (issue 11).
// TypeBox schemas the api validates with; the browser imports their types only.
export {};
