import { screen } from '@testing-library/react';
import { Can, LEVELS, MODULES } from 'shared/permissions';
import { renderWithProviders, roleRecord, sessionFor } from 'shared/testing';

const restricted = roleRecord(3, {
  global_permissions: [
    { module_id: MODULES.DASHBOARD, permissions: [LEVELS.VIEW], is_enable: 1 },
  ],
  locations_permissions: [],
});

test('<Can> renders children only with the permission', () => {
  renderWithProviders(
    <>
      <Can module={MODULES.DASHBOARD} level={LEVELS.VIEW}>
        <p>dashboard</p>
      </Can>
      <Can
        module={MODULES.BILLING}
        level={LEVELS.VIEW}
        fallback={<p>no billing</p>}
      >
        <p>billing</p>
      </Can>
    </>,
    { session: sessionFor(3, { role: restricted }) },
  );
  expect(screen.getByText('dashboard')).toBeInTheDocument();
  expect(screen.queryByText('billing')).not.toBeInTheDocument();
  expect(screen.getByText('no billing')).toBeInTheDocument();
});

test('<Can> hides everything when logged out', () => {
  renderWithProviders(
    <Can module={MODULES.DASHBOARD} level={LEVELS.VIEW}>
      dashboard
    </Can>,
  );
  expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
});
