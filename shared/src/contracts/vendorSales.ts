// Wire records of one area: The vendor's own customers, sales orders and estimates (issue 10).
// TypeBox schemas the api validates with; the browser imports their types only.
export {};
