import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from 'shared/options';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { ImageUploadField } from './ImageUploadField';

const OLD = '/api/v1/uploads/0123456789abcdef0123456789abcdef.png';
const NEW = '/api/v1/uploads/fedcba9876543210fedcba9876543210.png';
// 1 MiB as the spec counts it: 8388608 bits at 6 bits per base64 character.
const TOO_LARGE = (Math.floor(8388608 / 6 / 4) + 1) * 3;
const fileOf = (bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], 'ring.png', { type });

function Harness({
  initial,
  onChange,
}: {
  initial: string | null;
  onChange: (url: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadField
      id="cover"
      legend="Cover"
      target="the cover"
      alt="Cover of Ring Resizing"
      path="image"
      value={value}
      hasAddressInput
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

function renderField(initial: string | null = OLD, roleId = 4) {
  const onChange = jest.fn();
  renderWithProviders(<Harness initial={initial} onChange={onChange} />, {
    session: sessionFor(roleId),
    tenant: {
      host: roleId === 7 ? 'vendor.localhost' : 'app.localhost',
      storeId: null,
    },
  });
  return { onChange };
}

const fileInput = () => screen.getByLabelText('Upload picture for the cover');
const thumbnail = () =>
  screen.getByRole('img', { name: 'Cover of Ring Resizing' });

describe('ImageUploadField', () => {
  it('uploads a picture for the store and shows it', async () => {
    const api = mockApi({
      'POST /uploads': { status: 201, body: { url: NEW } },
    });
    const { onChange } = renderField(null);
    expect(screen.getByText('No picture')).toBeInTheDocument();
    await userEvent.setup().upload(fileInput(), fileOf(100));

    expect(await screen.findByText('Picture uploaded.')).toBeInTheDocument();
    expect(thumbnail()).toHaveAttribute('src', NEW);
    expect(onChange).toHaveBeenCalledWith(NEW);
    expect(screen.getByLabelText('Or paste an address')).toHaveValue(NEW);
    const form = api.callsTo('POST /uploads')[0]?.body as FormData;
    expect(form.get('store_id')).toBe('1');
    expect(form.get('file')).toBeInstanceOf(File);
  });

  it('refuses a file that is not an image, without sending it, and keeps the picture', async () => {
    const api = mockApi();
    const { onChange } = renderField();
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), fileOf(10, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      IMAGE_TYPE_MESSAGE,
    );
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(thumbnail()).toHaveAttribute('src', OLD);
    expect(api.calls).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image over 1 MB, without sending it', async () => {
    const api = mockApi();
    renderField();
    await userEvent.setup().upload(fileInput(), fileOf(TOO_LARGE));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      IMAGE_TOO_LARGE_MESSAGE,
    );
    expect(thumbnail()).toHaveAttribute('src', OLD);
    expect(api.calls).toHaveLength(0);
  });

  it('shows the api’s message for the file and keeps the previous picture', async () => {
    mockApi({
      'POST /uploads': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid input.',
          errors: { file: 'Please upload a PNG, JPEG, WebP or GIF image.' },
        },
      },
    });
    const { onChange } = renderField();
    await userEvent.setup().upload(fileInput(), fileOf(100));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload a PNG, JPEG, WebP or GIF image.',
    );
    expect(thumbnail()).toHaveAttribute('src', OLD);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends no store for a vendor user’s picture', async () => {
    const api = mockApi({
      'POST /uploads': { status: 201, body: { url: NEW } },
    });
    renderField(null, 7);
    await userEvent.setup().upload(fileInput(), fileOf(100));
    await waitFor(() => expect(thumbnail()).toHaveAttribute('src', NEW));
    const form = api.callsTo('POST /uploads')[0]?.body as FormData;
    expect(form.has('store_id')).toBe(false);
    expect(form.get('file')).toBeInstanceOf(File);
  });

  it('removes the picture, or takes a pasted address', async () => {
    mockApi();
    const user = userEvent.setup();
    const { onChange } = renderField();
    await user.click(
      screen.getByRole('button', { name: 'Remove picture for the cover' }),
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No picture')).toBeInTheDocument();

    await user.type(
      screen.getByLabelText('Or paste an address'),
      'https://cdn.example.com/a.png',
    );
    expect(thumbnail()).toHaveAttribute('src', 'https://cdn.example.com/a.png');
  });
});
