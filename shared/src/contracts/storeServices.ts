// Wire records of one area: The store's services list, categories, price lists, billing and integrations (issue 11).
// TypeBox schemas the api validates with; the browser imports their types only.
export {};
