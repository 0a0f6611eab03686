import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/api';
import { i18n, localiseMessage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import { NoteForm, type NoteValues } from 'shared/ui/records';
import { NOTE_TOO_LONG } from './catalogue';

// The one note form of both portals: each passes its record's own save.

test('sends the trimmed note (shared when offered and ticked) and empties the form', async () => {
  const saved: NoteValues[] = [];
  renderWithProviders(
    <NoteForm
      canShare
      onSave={async (values) => {
        saved.push(values);
      }}
    />,
  );
  await userEvent.type(screen.getByLabelText(/^Note/), '  Stone tightened  ');
  await userEvent.click(screen.getByRole('checkbox', { name: /Share with/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByLabelText(/^Note/)).toHaveValue('');
  expect(saved).toEqual([{ body: 'Stone tightened', is_shared: true }]);
});

test('keeps the note when the save did not happen, and shows the api’s field error', async () => {
  let answer: 'refused' | 'error' = 'refused';
  renderWithProviders(
    <NoteForm
      onSave={async () => {
        if (answer === 'refused') return false;
        throw new ApiError(400, {
          code: 'VALIDATION_ERROR',
          message: 'Check the note.',
          errors: { body: 'This note cannot be added now.' },
        });
      }}
    />,
  );
  expect(
    screen.queryByRole('checkbox', { name: /Share with/ }),
  ).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Note/), 'Polished');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  // refused: the form is back, the note still in it
  const again = await screen.findByRole('button', { name: 'Add note' });
  expect(screen.getByLabelText(/^Note/)).toHaveValue('Polished');
  answer = 'error';
  await userEvent.click(again);
  expect(
    await screen.findByText('This note cannot be added now.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Note/)).toHaveValue('Polished');
});

test('reads in Spanish, its empty note refused in Spanish', async () => {
  await act(() => i18n.changeLanguage('es'));
  try {
    renderWithProviders(<NoteForm canShare onSave={async () => undefined} />);
    expect(
      screen.getByRole('checkbox', { name: /Compartir con el cliente/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir nota' }));
    expect(
      await screen.findByText('Este campo es obligatorio'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nota/)).toBeInvalid();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});

test('its length check reads in Spanish', async () => {
  await act(() => i18n.changeLanguage('es'));
  try {
    expect(localiseMessage(NOTE_TOO_LONG)).toBe(
      'Una nota admite como máximo 4000 caracteres.',
    );
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});
