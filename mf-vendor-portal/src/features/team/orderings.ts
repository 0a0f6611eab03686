/** The team list's sortable columns (the api's TEAM_ORDERINGS). */
export const TEAM_ORDERINGS = ['name', 'email'] as const;
