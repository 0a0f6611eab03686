import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from 'shared/options';
import { ImageUpload } from './ImageUpload';

const renderUpload = (onAdded: jest.Mock = jest.fn()) => {
  renderWithProviders(
    <ImageUpload path="sales-orders/7" canShare onAdded={onAdded} />,
    {
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
};

const input = () => screen.getByLabelText(/Add an image/);
// 1 MiB as the spec counts it: 8388608 bits at 6 bits per base64 character.
const MAX_BASE64_CHARS = 8388608 / 6;
const fileOf = (bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], 'piece.png', { type });

describe('ImageUpload', () => {
  it('refuses a file that is not an image, without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = mockApi();
    renderUpload();
    await user.upload(input(), fileOf(10, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      IMAGE_TYPE_MESSAGE,
    );
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an image over the size rule, without sending it', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderUpload();
    // 3 bytes become 4 base64 characters: one more block than the rule allows.
    const tooLarge = (Math.floor(MAX_BASE64_CHARS / 4) + 1) * 3;
    await user.upload(input(), fileOf(tooLarge));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      IMAGE_TOO_LARGE_MESSAGE,
    );
    expect(api.calls).toHaveLength(0);
  });

  it('uploads an image and attaches it to the record as an after image, shared', async () => {
    const user = userEvent.setup();
    const name = `${'a'.repeat(32)}.png`;
    const api = mockApi({
      'POST /uploads': {
        status: 201,
        body: { url: `/api/v1/uploads/${name}` },
      },
      'POST /sales-orders/7/images': { status: 201, body: {} },
    });
    const onAdded = jest.fn();
    renderUpload(onAdded);
    await user.click(screen.getByRole('radio', { name: 'After the work' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Share with the customer' }),
    );
    await user.upload(input(), fileOf(100));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const upload = api.callsTo('POST /uploads')[0]?.body as FormData;
    expect(upload.get('store_id')).toBe('1');
    expect(upload.get('file')).toBeInstanceOf(File);
    expect(api.callsTo('POST /sales-orders/7/images')[0]?.body).toEqual({
      name,
      stage: 'after',
      is_shared: true,
    });
    expect(screen.getByText('The after image was added.')).toBeInTheDocument();
  });
});
