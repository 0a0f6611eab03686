import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_MESSAGES, type Branding } from 'shared/contracts/settings';
import { ROLES } from 'shared/permissions';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { SettingsPage } from './SettingsPage';

const branding = (overrides: Partial<Branding> = {}): Branding => ({
  store_id: 1,
  store_name: 'Acme Repairs',
  logo: null,
  favicon: null,
  background_color: null,
  border_color: null,
  button_color: null,
  button_hover_color: null,
  button_hover_font_color: null,
  font_color: null,
  top_bar_color: null,
  top_bar_text: null,
  opening_hours: null,
  privacy_policy_link: null,
  terms_conditions_link: null,
  is_custom_font_style: false,
  font_style: null,
  is_own_font: false,
  regular_font_family_url: null,
  bold_font_family_url: null,
  italic_font_family_url: null,
  version: 3,
  ...overrides,
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/settings" element={<SettingsPage />} />
    </Routes>,
    {
      route: '/portal/settings',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const day = (name: string) => screen.getByRole('group', { name });

describe("the store's opening hours in the white-label settings", () => {
  it('saves a week: open days with their times, a closed day without', async () => {
    const api = mockApi({
      'GET /stores/1/branding': { body: branding() },
      'PUT /stores/1/branding': (call) => ({
        body: branding({ ...(call.body as object), version: 4 }),
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('group', { name: 'Opening hours' });
    const days = [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ];
    for (const name of days) {
      await user.type(within(day(name)).getByLabelText('Opens'), '09:00');
      await user.type(within(day(name)).getByLabelText('Closes'), '17:30');
    }
    await user.click(
      within(day('Sunday')).getByRole('checkbox', { name: 'Closed' }),
    );
    expect(within(day('Sunday')).queryByLabelText('Opens')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText(SETTINGS_MESSAGES.saved),
    ).toBeInTheDocument();
    const sent = api.callsTo('PUT /stores/1/branding')[0]!.body as Branding;
    expect(sent.opening_hours).toEqual([
      ...days.map((d) => ({
        day: d.toLowerCase(),
        closed: false,
        opens: '09:00',
        closes: '17:30',
      })),
      { day: 'sunday', closed: true, opens: null, closes: null },
    ]);
  });

  it("checks the times before sending, and shows the api's field errors on their day, keeping what was typed", async () => {
    const api = mockApi({
      'GET /stores/1/branding': { body: branding() },
      'PUT /stores/1/branding': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Please check the form.',
          errors: { 'opening_hours.1.opens': SETTINGS_MESSAGES.hoursTime },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('group', { name: 'Opening hours' });
    await user.type(within(day('Monday')).getByLabelText('Opens'), '18:00');
    await user.type(within(day('Monday')).getByLabelText('Closes'), '08:00');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await within(day('Monday')).findByText(SETTINGS_MESSAGES.hoursOrder),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /stores/1/branding')).toHaveLength(0);

    // A stated week leaves no day empty: Tuesday is asked for first.
    const closes = within(day('Monday')).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '19:00');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await within(day('Tuesday')).findByText(SETTINGS_MESSAGES.hoursRequired),
    ).toBeInTheDocument();

    for (const name of [
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
      await user.click(
        within(day(name)).getByRole('checkbox', { name: 'Closed' }),
      );
    await user.click(
      within(day('Tuesday')).getByRole('checkbox', { name: 'Closed' }),
    );
    await user.type(within(day('Tuesday')).getByLabelText('Opens'), '10:00');
    await user.type(within(day('Tuesday')).getByLabelText('Closes'), '12:00');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await within(day('Tuesday')).findByText(SETTINGS_MESSAGES.hoursTime),
    ).toBeInTheDocument();
    expect(within(day('Monday')).getByLabelText('Opens')).toHaveValue('18:00');
    expect(within(day('Tuesday')).getByLabelText('Opens')).toHaveValue('10:00');
  });
});
