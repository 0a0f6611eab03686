import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { SETTINGS_MESSAGES, type Branding } from 'shared/contracts/settings';
import { IMAGE_TOO_LARGE_MESSAGE } from 'shared/options';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { SettingsPage } from './SettingsPage';

const branding = (overrides: Partial<Branding> = {}): Branding => ({
  store_id: 1,
  store_name: 'Acme Repairs',
  logo: null,
  favicon: null,
  background_color: '#ffffff',
  border_color: null,
  button_color: '#204a48',
  button_hover_color: null,
  button_hover_font_color: null,
  font_color: null,
  top_bar_color: null,
  top_bar_text: 'Free shipping',
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

const renderPage = (role: number = ROLES.STORE_OWNER) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/settings" element={<SettingsPage />} />
    </Routes>,
    {
      route: '/portal/settings',
      session: sessionFor(role),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const previewButton = () =>
  within(
    screen.getByRole('figure', { name: 'Preview of your storefront' }),
  ).getByText('Add to cart');

describe('the white-label settings (/portal/settings)', () => {
  it('previews a new button colour at once, warns about its contrast, and saves it with the version', async () => {
    const api = mockApi({
      'GET /stores/1/branding': { body: branding() },
      'PUT /stores/1/branding': (call) => ({
        body: branding({ ...(call.body as object), version: 4 }),
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('textbox', { name: 'Button' });
    expect(previewButton()).toHaveStyle({ background: '#204a48' });
    expect(
      screen.queryByText('Some colours are hard to read'),
    ).not.toBeInTheDocument();

    await user.clear(button);
    await user.type(button, '#f5f5a0');
    expect(previewButton()).toHaveStyle({ background: '#f5f5a0' });
    expect(
      await screen.findByText('Some colours are hard to read'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The button colour has a contrast of 1\.\d:1/),
    ).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: 'Tagline' }),
      'Rings resized while you wait.',
    );
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    // One confirmation: the bar's focused note, in the page's words.
    const saved = await screen.findByText(SETTINGS_MESSAGES.saved);
    expect(saved).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      SETTINGS_MESSAGES.saved,
    );
    expect(screen.queryByText('Changes saved')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /stores/1/branding')[0]!.body).toMatchObject({
      version: 3,
      tagline: 'Rings resized while you wait.',
      button_color: '#f5f5a0',
      top_bar_text: 'Free shipping',
      is_custom_font_style: false,
    });
  });

  it('checks colours, links and fonts in the browser before anything is sent', async () => {
    const api = mockApi({ 'GET /stores/1/branding': { body: branding() } });
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('textbox', { name: 'Button' });
    await user.clear(button);
    await user.type(button, 'blue');
    await user.type(
      screen.getByRole('textbox', { name: 'Privacy policy address' }),
      'acme.test/privacy',
    );
    await user.click(screen.getByRole('radio', { name: 'Our own font files' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText(SETTINGS_MESSAGES.colour),
    ).toBeInTheDocument();
    expect(screen.getByText(SETTINGS_MESSAGES.url)).toBeInTheDocument();
    expect(
      screen.getByText(SETTINGS_MESSAGES.fontFileRequired),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /stores/1/branding')).toHaveLength(0);
  });

  it('a stale save says so and keeps what was typed; the next save starts from the new version', async () => {
    let version = 3;
    const api = mockApi({
      'GET /stores/1/branding': () => ({ body: branding({ version }) }),
      'PUT /stores/1/branding': () => {
        version = 5;
        return {
          status: 409,
          body: {
            code: 'CONFLICT',
            message: SETTINGS_MESSAGES.stale,
            errors: {},
            current: branding({ version: 5 }),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const text = await screen.findByRole('textbox', { name: /Top bar text/ });
    await user.clear(text);
    await user.type(text, 'Closed on Monday');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText(SETTINGS_MESSAGES.stale),
    ).toBeInTheDocument();
    // said once, in the bar that spans the form and its preview
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(text).toHaveValue('Closed on Monday');
    api.on({
      'PUT /stores/1/branding': (call) => ({
        body: branding({ ...(call.body as object), version: 6 }),
      }),
    });
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText(SETTINGS_MESSAGES.saved),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /stores/1/branding').at(-1)!.body).toMatchObject({
      version: 5,
      top_bar_text: 'Closed on Monday',
    });
  });

  it('uploads a logo, shows it in the preview, and refuses an image over 1 MB before sending it', async () => {
    const api = mockApi({
      'GET /stores/1/branding': { body: branding() },
      'POST /uploads': {
        status: 201,
        body: { url: '/api/v1/uploads/0123456789abcdef0123456789abcdef.png' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const file = await screen.findByLabelText('Upload a logo');
    await user.upload(
      file,
      new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByRole('img', { name: 'Acme Repairs logo' }),
    ).toHaveAttribute(
      'src',
      '/api/v1/uploads/0123456789abcdef0123456789abcdef.png',
    );
    expect(screen.getByRole('textbox', { name: /Logo address/ })).toHaveValue(
      '/api/v1/uploads/0123456789abcdef0123456789abcdef.png',
    );
    // focus goes to the uploaded file's address
    expect(screen.getByRole('textbox', { name: /Logo address/ })).toHaveFocus();

    await user.upload(
      screen.getByLabelText('Upload a favicon'),
      new File([new Uint8Array(1048577)], 'big.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText(IMAGE_TOO_LARGE_MESSAGE),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /uploads')).toHaveLength(1);
  });

  it('refuses a staff member without asking the api', async () => {
    const api = mockApi({});
    renderPage(ROLES.STORE_STAFF);
    expect(
      await screen.findByText('You cannot open this page'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
