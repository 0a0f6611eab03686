import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { DRAFT_MESSAGES } from 'shared/options';
import { renderWithProviders } from 'shared/testing';
import { draftOption } from '../logic/testOptions';
import { UrlParameterField } from './UrlParameterField';

const others = [
  draftOption(2, 'st', 'Size', [], { allowed_url_parameter: 'ring_size' }),
  draftOption(3, 'n', 'Width'),
];

function setup(option: OptionDraft, urlIntegration = true) {
  const onChange = jest.fn();
  function Harness() {
    const [current, setCurrent] = useState(option);
    return (
      <UrlParameterField
        option={current}
        options={[current, ...others]}
        urlIntegration={urlIntegration}
        onChange={(value) => {
          onChange(value);
          setCurrent((o) => ({ ...o, allowed_url_parameter: value }));
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { user: userEvent.setup(), onChange };
}

const input = () => screen.getByRole('textbox', { name: 'URL parameter' });

describe('UrlParameterField', () => {
  it.each([
    ['st', false, DRAFT_MESSAGES.urlIntegrationOff],
    ['d', true, DRAFT_MESSAGES.urlParameterKind],
    ['nba', true, DRAFT_MESSAGES.urlParameterKind],
  ] as const)(
    'a %s option with integration %s explains instead',
    (tag, on, text) => {
      setup(draftOption(1, tag, 'Engraving'), on);
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    },
  );

  it.each(['st', 'lt', 'n'] as const)(
    'a %s option maps a parameter',
    async (tag) => {
      const { user, onChange } = setup(draftOption(1, tag, 'Engraving'));
      await user.type(input(), 'engr');
      expect(onChange).toHaveBeenLastCalledWith('engr');
      expect(input()).toHaveValue('engr');
      expect(input()).not.toHaveAttribute('aria-invalid');
    },
  );

  it.each([
    ['RING_Size', 'Parameter already in use'],
    ['ring size', DRAFT_MESSAGES.urlParameterFormat],
  ])('%j says %j', async (typed, message) => {
    const { user } = setup(draftOption(1, 'st', 'Engraving'));
    await user.type(input(), typed);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(message);
  });

  it('clearing the text sends null', async () => {
    const { user, onChange } = setup(
      draftOption(1, 'st', 'Engraving', [], { allowed_url_parameter: 'e' }),
    );
    await user.clear(input());
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('deleting a set parameter asks first', async () => {
    const { user, onChange } = setup(
      draftOption(1, 'st', 'Engraving', [], {
        allowed_url_parameter: 'engraving',
      }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Delete URL parameter' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this parameter?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveValue('engraving');

    await user.click(
      screen.getByRole('button', { name: 'Delete URL parameter' }),
    );
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input()).toHaveValue('');
    expect(
      screen.queryByRole('button', { name: 'Delete URL parameter' }),
    ).not.toBeInTheDocument();
  });

  it('a parameter left on an option that cannot map one can still be deleted', async () => {
    const { user, onChange } = setup(
      draftOption(1, 'st', 'Engraving', [], {
        allowed_url_parameter: 'engraving',
      }),
      false,
    );
    await user.click(
      screen.getByRole('button', { name: 'Delete URL parameter' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
