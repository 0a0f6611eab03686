import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import type { ServiceOption } from 'shared/options';
import { readSession, type Session } from 'shared/session';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { FormikForm } from 'shared/ui/form';
import { initialValues, type ServiceFormValues } from '../answers';
import { validateAnswers } from '../schema';
import { everyKind, optionOf } from '../testFixtures';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from './ImageOptionInput';
import { OptionField } from './OptionField';

const renderOptions = (
  options: ServiceOption[],
  onValues: (values: ServiceFormValues) => void = () => undefined,
  session?: Partial<Session>,
) =>
  renderWithProviders(
    <Formik
      initialValues={initialValues(options)}
      validate={(values) => {
        onValues(values);
        return validateAnswers(options, values);
      }}
      onSubmit={() => undefined}
    >
      <FormikForm label="Options">
        {options.map((o) => (
          <OptionField key={o.id} option={o} />
        ))}
      </FormikForm>
    </Formik>,
    { session },
  );

const group = (name: string) => screen.getByRole('group', { name });
const controls: Record<string, () => void> = {
  st: () =>
    expect(screen.getByLabelText('Short text')).toHaveAttribute('type', 'text'),
  lt: () => expect(screen.getByLabelText('Long text').tagName).toBe('TEXTAREA'),
  n: () =>
    expect(screen.getByLabelText('Number')).toHaveAttribute('type', 'number'),
  nba: () => {
    expect(
      within(group('Sizes')).getByLabelText('Current size'),
    ).toBeInTheDocument();
    expect(
      within(group('Sizes')).getByLabelText('Desired size'),
    ).toBeInTheDocument();
  },
  d: () =>
    expect(
      screen.getByRole('combobox', { name: 'Dropdown' }),
    ).toBeInTheDocument(),
  rb: () =>
    expect(within(group('Multiselect')).getAllByRole('checkbox')).toHaveLength(
      3,
    ),
  cb: () =>
    expect(
      screen.getByRole('checkbox', { name: /Yes or no/ }),
    ).toBeInTheDocument(),
  i: () =>
    expect(screen.getByLabelText('Photo')).toHaveAttribute('type', 'file'),
  insurance: () =>
    expect(
      within(group('Insurance')).getByLabelText('Retail value'),
    ).toBeInTheDocument(),
  sst: () =>
    expect(
      within(
        screen.getByRole('radiogroup', { name: 'Single text' }),
      ).getAllByRole('radio'),
    ).toHaveLength(2),
  ssi: () => {
    const tiles = screen.getByRole('radiogroup', { name: 'Single image' });
    expect(
      within(tiles).getByRole('radio', { name: 'Princess' }),
    ).toBeInTheDocument();
    expect(within(tiles).getByRole('presentation')).toHaveAttribute(
      'src',
      '/img/princess.png',
    );
  },
  warranty: () =>
    expect(
      within(group('Warranty')).getByLabelText('Purchase date'),
    ).toHaveAttribute('type', 'date'),
  md: () =>
    expect(
      screen.getByRole('combobox', { name: 'Mass dropdown' }),
    ).toBeInTheDocument(),
};

describe('OptionField', () => {
  it('renders the control of every option kind', () => {
    renderOptions(everyKind);
    expect(Object.keys(controls).sort()).toEqual(
      everyKind.map((o) => o.tag).sort(),
    );
    for (const option of everyKind) controls[option.tag]!();
  });

  it("shows the 'other' text field once Other is chosen", async () => {
    renderOptions(everyKind.filter((o) => o.tag === 'rb'));
    expect(
      screen.queryByLabelText('Other Multiselect'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByLabelText('Other Multiselect')).toBeInTheDocument();
  });

  it('shows the required mark, instructions, image and a tooltip only for long texts', () => {
    const long = 'A'.repeat(61);
    renderOptions([
      optionOf(1, 'st', 'Engraving', {
        is_required: true,
        instructions: long,
        infoTooltip: 'Up to 20 letters.',
        image: '/img/engraving.png',
      }),
      optionOf(2, 'sst', 'Font', {
        values: [{ id: 9, name: 'Script', image: null, cost: null }],
      }),
    ]);
    const input = screen.getByLabelText('Engraving');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText(`${'A'.repeat(59)}…`)).toHaveAttribute(
      'aria-label',
      long,
    );
    expect(screen.getByText('Script')).not.toHaveAttribute('aria-label');
    const info = screen.getByRole('button', { name: 'More information' });
    expect(info).toHaveAccessibleDescription('Up to 20 letters.');
    expect(input).toHaveAccessibleName('Engraving');
    expect(screen.getByRole('img', { name: 'Engraving' })).toHaveAttribute(
      'src',
      '/img/engraving.png',
    );
  });

  it('refuses a too-large image before any upload and keeps the form', async () => {
    const api = mockApi();
    renderOptions([optionOf(1, 'i', 'Photo'), optionOf(2, 'st', 'Note')]);
    await userEvent.type(screen.getByLabelText('Note'), 'Keep me');
    const big = new File([new Uint8Array(1_100_000)], 'big.png', {
      type: 'image/png',
    });
    await userEvent.upload(screen.getByLabelText('Photo'), big);
    expect(
      await screen.findByText(IMAGE_TOO_LARGE_MESSAGE),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('img', { name: 'Your Photo' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('Keep me');
    expect(api.calls).toHaveLength(0);
  });

  const url = '/api/v1/uploads/0123456789abcdef0123456789abcdef.png';
  const uploadPhoto = async (
    session: Partial<Session> | undefined,
    answer: { url: string; cart_id?: string },
  ) => {
    const api = mockApi({ 'POST /uploads': { status: 201, body: answer } });
    const onValues = jest.fn();
    renderOptions([optionOf(1, 'i', 'Photo')], onValues, session);
    const small = new File([new Uint8Array(100)], 'small.png', {
      type: 'image/png',
    });
    await userEvent.upload(screen.getByLabelText('Photo'), small);
    expect(
      await screen.findByRole('img', { name: 'Your Photo' }),
    ).toHaveAttribute('src', answer.url);
    expect(onValues).toHaveBeenLastCalledWith(
      expect.objectContaining({ answers: { 1: answer.url } }),
    );
    const [call] = api.callsTo('POST /uploads');
    const form = call?.body as FormData;
    expect(form.get('store_id')).toBe('1');
    expect((form.get('file') as File).name).toBe('small.png');
    return form;
  };

  it("uploads a guest's image for their cart and keeps only the returned short URL", async () => {
    const form = await uploadPhoto(
      { cartIds: ['older-cart', 'guest-cart'] },
      { url, cart_id: 'guest-cart' },
    );
    expect(form.get('cart_id')).toBe('guest-cart');
    expect(form.get('new_cart')).toBeNull();
    expect(readSession().cartIds).toEqual(['older-cart', 'guest-cart']);
  });

  it('a guest without a cart asks for a new one and keeps its id for the next add to cart', async () => {
    const form = await uploadPhoto(undefined, { url, cart_id: 'new-cart' });
    expect(form.get('new_cart')).toBe('true');
    expect(form.get('cart_id')).toBeNull();
    expect(readSession().cartIds).toEqual(['new-cart']);
  });

  it("a customer's upload goes by their login, with no cart fields", async () => {
    const form = await uploadPhoto(sessionFor(1, { cartIds: ['guest-cart'] }), {
      url,
      cart_id: 'customer-cart',
    });
    expect(form.get('cart_id')).toBeNull();
    expect(form.get('new_cart')).toBeNull();
    expect(readSession().cartIds).toEqual(['guest-cart']);
  });

  it("shows the upload's refusal and keeps no image", async () => {
    mockApi({
      'POST /uploads': {
        status: 413,
        body: {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'This image is too large. The limit is 1 MB.',
          errors: {},
        },
      },
    });
    renderOptions([optionOf(1, 'i', 'Photo')]);
    await userEvent.upload(
      screen.getByLabelText('Photo'),
      new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is too large. The limit is 1 MB.',
    );
    expect(screen.queryByRole('img', { name: 'Your Photo' })).toBeNull();
  });

  it('refuses a file that is not a PNG, JPEG, WebP or GIF image', async () => {
    const api = mockApi();
    renderOptions([optionOf(1, 'i', 'Photo')]);
    await userEvent.upload(
      screen.getByLabelText('Photo'),
      new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }),
      { applyAccept: false },
    );
    expect(await screen.findByText(IMAGE_TYPE_MESSAGE)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the info tooltip on focus', async () => {
    renderOptions([
      optionOf(1, 'st', 'Engraving', { infoTooltip: 'Up to 20 letters.' }),
    ]);
    await userEvent.tab();
    expect(
      screen.getByRole('button', { name: 'More information' }),
    ).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Up to 20 letters.',
    );
  });

  // The opened list (named after the option, choices with their price) is checked in the
  // browser (e2e/tests/phone.spec.ts): antd opens it through MessageChannel, which jsdom lacks.
  it('names the Metal type dropdown after its label', () => {
    renderOptions([
      optionOf(1, 'd', 'Metal type', { is_metal_type: true, values: [] }),
    ]);
    expect(
      screen.getByRole('combobox', { name: 'Metal type' }),
    ).toBeInTheDocument();
  });

  it('cuts an option label over 60 characters, keeping the whole label as its name', () => {
    const label = `Describe the engraving you would like inside the band ${'y'.repeat(20)}`;
    renderOptions([optionOf(1, 'st', label)]);
    expect(screen.getByText(`${label.slice(0, 59)}…`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
  });
});
