import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { InvitePage } from './InvitePage';
import { TeamPage } from './TeamPage';

// My Team (issue 13): spec section 2's /portal/users (S, My Team, owner only) and /portal/user/add.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const teamRoutes = (): ReactElement[] => [
  <Route key="team" path="portal/users" element={<TeamPage />} />,
  <Route key="team-add" path="portal/user/add" element={<InvitePage />} />,
];
