// Wire records of one area: The store's locations and vendors: linked vendors, invitations, commission rules, insurance plans (issue 11).
// TypeBox schemas the api validates with; the browser imports their types only.
export {};
