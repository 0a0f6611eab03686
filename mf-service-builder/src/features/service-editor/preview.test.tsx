import { screen } from '@testing-library/react';
import type { OptionsPreviewProps } from 'shared/contracts';
import { openEditor } from './testFixtures';

// The customer preview: the shell lends the storefront's OptionsPreview (ADR 0015); the builder
// gives it the unsaved draft. Here the shell's slot is a stand-in that lists what it was given.

function StandIn({ name, price, options }: OptionsPreviewProps) {
  return (
    <ul aria-label={`Preview of ${name} at ${price}`}>
      {options.map((o) => (
        <li key={o.id}>{o.label.value}</li>
      ))}
    </ul>
  );
}

describe('the customer preview', () => {
  it('opens on demand and follows the unsaved draft', async () => {
    const { user } = openEditor({}, undefined, false, StandIn);
    await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
    expect(
      screen.queryByRole('list', { name: /^Preview of/ }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show preview' }));
    const preview = screen.getByRole('list', {
      name: 'Preview of Ring Resizing at 40.00',
    });
    expect(preview).toHaveTextContent('Engraving textMetalRing size');

    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.click(screen.getByRole('button', { name: 'Number' }));
    expect(preview).toHaveTextContent('Ring sizeNew Number');
    await user.click(screen.getByRole('button', { name: 'Hide preview' }));
    expect(preview).not.toBeInTheDocument();
  });

  it('says so when the portal lends no preview', async () => {
    openEditor();
    await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
    expect(screen.getByRole('button', { name: 'Show preview' })).toBeDisabled();
    expect(
      screen.getByText(/The preview is unavailable in this version/),
    ).toBeInTheDocument();
  });
});
