import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import type { ServiceDetail } from '../api';
import { ringService } from '../testFixtures';
import { ServiceHeader } from './ServiceHeader';

const url = (n: number) => `/api/v1/uploads/${String(n).repeat(32)}.png`;
const withPictures = (more: Partial<ServiceDetail>): ServiceDetail => ({
  ...ringService,
  ...more,
});
const large = () =>
  screen.getByRole('img', { name: /^Ring Sizing, picture \d of \d$/ });

describe('ServiceHeader', () => {
  it('shows the cover large and switches to a thumbnail’s picture', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ServiceHeader
        service={withPictures({
          image: url(1),
          images: [
            { id: 7, url: url(2) },
            { id: 8, url: url(3) },
            // the cover again: shown once
            { id: 9, url: url(1) },
          ],
        })}
      />,
    );
    const gallery = screen.getByRole('group', {
      name: 'Pictures of Ring Sizing',
    });
    const thumbs = within(gallery).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show picture 1 of 3',
      'Show picture 2 of 3',
      'Show picture 3 of 3',
    ]);
    expect(large()).toHaveAttribute('src', url(1));
    expect(large()).toHaveAccessibleName('Ring Sizing, picture 1 of 3');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    for (const thumb of within(gallery).getAllByRole('presentation'))
      expect(thumb).toHaveAttribute('loading', 'lazy');

    await user.click(thumbs[2]!);
    expect(large()).toHaveAttribute('src', url(3));
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');

    // By keyboard: Tab back to the second thumbnail, then Enter.
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(large()).toHaveAttribute('src', url(2));
    expect(large()).toHaveAccessibleName('Ring Sizing, picture 2 of 3');
  });

  it('keeps the single picture without a gallery when there are no other pictures', () => {
    renderWithProviders(
      <ServiceHeader service={withPictures({ image: url(1), images: [] })} />,
    );
    expect(screen.getByRole('img', { name: 'Ring Sizing' })).toHaveAttribute(
      'src',
      url(1),
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
