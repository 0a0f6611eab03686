import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const InvitePage = lazyPage(() =>
  import(/* webpackChunkName: "team" */ './InvitePage').then(
    (m) => m.InvitePage,
  ),
);
const TeamPage = lazyPage(() =>
  import(/* webpackChunkName: "team" */ './TeamPage').then((m) => m.TeamPage),
);

// My Team: /portal/users (S, My Team, owner only) and /portal/user/add.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const teamRoutes = (): ReactElement[] => [
  <Route key="team" path="portal/users" element={<TeamPage />} />,
  <Route key="team-add" path="portal/user/add" element={<InvitePage />} />,
];
