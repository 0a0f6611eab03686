// Wire records of one area: The store's customers: list, tags, detail, timeline and comments (issue 11).
// TypeBox schemas the api validates with; the browser imports their types only.
export {};
