import { screen, waitFor, within } from '@testing-library/react';
import { MAX_SERVICE_IMAGES } from 'shared/contracts/serviceBuilder';
import {
  confirmAsked,
  openEditor,
  optionOf,
  PUT_SERVICE,
  ringResizing,
  sentSave,
} from '../testFixtures';

// The service's pictures in the editor: the cover, the gallery and the choices' pictures
// go through the editor's draft and are saved with the document.

const url = (n: number) => `/api/v1/uploads/${String(n).repeat(32)}.png`;
const png = () =>
  new File([new Uint8Array(100)], 'ring.png', { type: 'image/png' });
const uploadsAnswering = (...urls: string[]) => {
  let n = 0;
  return {
    'POST /uploads': () => ({ status: 201, body: { url: urls[n++] } }),
  };
};
const withPictures = (count: number, cover: string | null = null) =>
  ringResizing({
    image: cover,
    images: Array.from({ length: count }, (_, i) => ({
      id: 70 + i,
      url: url(i + 1),
    })),
  });

const gallery = () => screen.getByRole('list', { name: 'Gallery' });
const galleryUrls = () =>
  within(gallery())
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the service’s pictures', () => {
  it('uploads a cover and adds a gallery picture, then saves both', async () => {
    const { api, user } = openEditor(uploadsAnswering(url(1), url(2)));
    await screen.findByRole('heading', { name: 'Pictures' });
    expect(screen.getByText('0 of 8')).toBeInTheDocument();
    expect(screen.getByText('No pictures yet.')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Upload picture for the cover'),
      png(),
    );
    expect(
      await screen.findByRole('img', { name: 'Cover of Ring Resizing' }),
    ).toHaveAttribute('src', url(1));
    await user.upload(
      screen.getByLabelText('Add picture to the gallery'),
      png(),
    );
    await waitFor(() => expect(galleryUrls()).toEqual([url(2)]));
    expect(screen.getByText('1 of 8')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(save());
    await screen.findByText('Service saved');
    expect(sentSave(api)).toMatchObject({
      image: url(1),
      images: [{ id: -1, url: url(2) }],
    });
  });

  it('reorders by the move buttons and keeps the focus on the moved picture', async () => {
    const { api, user } = openEditor({}, withPictures(3));
    await screen.findByRole('heading', { name: 'Pictures' });
    expect(
      screen.getByRole('button', { name: 'Move picture 1 left' }),
    ).toBeDisabled();

    await user.click(
      screen.getByRole('button', { name: 'Move picture 1 right' }),
    );
    expect(galleryUrls()).toEqual([url(2), url(1), url(3)]);
    expect(
      screen.getByRole('button', { name: 'Move picture 2 right' }),
    ).toHaveFocus();
    expect(
      screen.getByText('Picture 1 moved to position 2 of 3.'),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(galleryUrls()).toEqual([url(2), url(3), url(1)]);
    // At the end, the focus goes to the other way.
    expect(
      screen.getByRole('button', { name: 'Move picture 3 left' }),
    ).toHaveFocus();

    await user.click(save());
    await screen.findByText('Service saved');
    expect(sentSave(api).images.map((i) => i.id)).toEqual([71, 72, 70]);
  });

  it('uses a picture as the cover', async () => {
    const { api, user } = openEditor({}, withPictures(2, url(1)));
    await screen.findByRole('heading', { name: 'Pictures' });
    const first = within(gallery()).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Cover')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use as cover: picture 1' }),
    ).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Use as cover: picture 2' }),
    );
    expect(
      screen.getByRole('img', { name: 'Cover of Ring Resizing' }),
    ).toHaveAttribute('src', url(2));
    expect(
      screen.getByRole('button', { name: 'Remove picture 2' }),
    ).toHaveFocus();

    await user.click(save());
    await screen.findByText('Service saved');
    expect(sentSave(api)).toMatchObject({ image: url(2) });
  });

  it('removes a picture after the confirm, and not when cancelled', async () => {
    const { api, user } = openEditor({}, withPictures(2));
    await screen.findByRole('heading', { name: 'Pictures' });

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await confirmAsked('Remove picture 1?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(galleryUrls()).toEqual([url(1), url(2)]);

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await confirmAsked('Remove picture 1?');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(galleryUrls()).toEqual([url(2)]));
    expect(screen.getByText('1 of 8')).toBeInTheDocument();

    await user.click(save());
    await screen.findByText('Service saved');
    expect(sentSave(api).images).toEqual([{ id: 71, url: url(2) }]);
  });

  it('offers no more than 8 pictures', async () => {
    const { api, user } = openEditor({}, withPictures(MAX_SERVICE_IMAGES));
    await screen.findByRole('heading', { name: 'Pictures' });
    expect(screen.getByText('8 of 8')).toBeInTheDocument();
    const add = screen.getByLabelText('Add picture to the gallery');
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      '8 of 8 The gallery is full. Remove a picture to add another.',
    );
    await user.upload(add, png());
    expect(api.callsTo('POST /uploads')).toHaveLength(0);
  });

  it('shows the api’s message next to the picture it is about', async () => {
    const { user } = openEditor(
      {
        [PUT_SERVICE]: {
          status: 400,
          body: {
            code: 'VALIDATION_ERROR',
            message: 'Please correct the highlighted fields.',
            errors: {
              'images.1.id':
                'This picture is not part of this service. Reload the service.',
            },
          },
        },
      },
      withPictures(2),
    );
    await screen.findByRole('heading', { name: 'Pictures' });
    await user.click(
      screen.getByRole('button', { name: 'Move picture 2 left' }),
    );
    await user.click(save());

    // The refused save sent [71, 70]: its message is about picture 70, now second.
    const second = within(gallery()).getAllByRole('listitem')[1]!;
    expect(
      await within(second).findByText(
        'This picture is not part of this service. Reload the service.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove picture 2' }),
    ).toHaveAccessibleDescription(
      'This picture is not part of this service. Reload the service.',
    );
  });

  it('uploads a picture for a choice of a single select (image)', async () => {
    const service = ringResizing({
      options: [
        optionOf(5, 'ssi', 'Shape', 1, {
          values: [{ id: 51, name: 'Round', image: null, cost: null }],
        }),
      ],
    });
    const { api, user } = openEditor(uploadsAnswering(url(5)), service);
    await screen.findByRole('heading', { name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: /^Shape/ }));

    await user.upload(
      screen.getByLabelText('Upload picture for choice 1'),
      png(),
    );
    expect(await screen.findByRole('img', { name: 'Round' })).toHaveAttribute(
      'src',
      url(5),
    );
    await user.click(save());
    await screen.findByText('Service saved');
    expect(sentSave(api).options[0]?.values[0]?.image).toBe(url(5));
  });
});
