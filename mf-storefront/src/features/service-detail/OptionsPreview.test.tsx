import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared/testing';
import OptionsPreview from './OptionsPreview';
import { optionOf, ringService } from './testFixtures';

// The service builder's preview (mf_storefront/OptionsPreview): the storefront's own fields, logic
// and rules, with a check in place of 'Add to cart', sending nothing.

const type = async (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
};

describe('the builder’s preview of a service', () => {
  it('shows options as their logic allows, checks the answers with the rules, and sends nothing', async () => {
    const api = mockApi({});
    renderWithProviders(
      <OptionsPreview
        name="Ring Sizing"
        price="45.00"
        options={ringService.options}
      />,
    );
    expect(
      await screen.findByRole('form', { name: 'Order Ring Sizing' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Prong style')).not.toBeInTheDocument();
    await type('Number of prongs', '4');
    expect(screen.getByRole('radio', { name: 'Round' })).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Check the answers' }),
    );
    expect(
      await screen.findByText('This field is required.'),
    ).toBeInTheDocument();
    await type('Current size', '6');
    await type('Desired size', '10');
    expect(
      screen.getByText(
        'We can size a ring up by at most two and a half sizes.',
      ),
    ).toBeInTheDocument();
    await type('Desired size', '7');
    await userEvent.click(
      screen.getByRole('button', { name: 'Check the answers' }),
    );
    expect(
      await screen.findByText('These answers would go into the cart.'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a photo is checked and named, not uploaded', async () => {
    const api = mockApi({});
    renderWithProviders(
      <OptionsPreview
        name="Repair"
        price="10.00"
        options={[optionOf(1, 'i', 'Photo of the piece')]}
      />,
    );
    const input = await screen.findByLabelText('Photo of the piece');
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ring.png', {
        type: 'image/png',
      }),
    );
    expect(
      await screen.findByText('Chosen: ring.png (the preview uploads nothing)'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
