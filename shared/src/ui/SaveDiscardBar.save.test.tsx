import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext } from 'formik';
import { ApiError, NETWORK_MESSAGE } from 'shared/api';
import { i18n } from 'shared/i18n';
import { MemoryRouter } from 'shared/router';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormStatusScope,
} from 'shared/ui/form';
import { SaveDiscardBar } from 'shared/ui/portal';

// What the api client throws when a request gets no answer.
const noAnswer = () =>
  new ApiError(400, { code: 'NETWORK_ERROR', message: NETWORK_MESSAGE });

function Bar() {
  const { dirty, isSubmitting, submitForm, resetForm } = useFormikContext();
  return (
    <SaveDiscardBar
      isDirty={dirty}
      isSaving={isSubmitting}
      onSave={() => void submitForm()}
      onDiscard={() => resetForm()}
    />
  );
}

/**
 * An edit form as the portals write it: the save bar in the form, or beside it in one scope (a
 * page whose bar spans more than the form).
 */
function renderForm(save: (name: string) => Promise<void>, barBeside = true) {
  return render(
    <MemoryRouter>
      <Formik
        initialValues={{ name: 'Gus' }}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await save(values.name);
            helpers.resetForm({ values });
          } catch (error) {
            helpers.setStatus(applyApiErrors(error, helpers));
          }
        }}
      >
        {barBeside ? (
          <FormStatusScope>
            <Bar />
            <FormikForm label="Customer">
              <FormikInput name="name" label="Name" />
            </FormikForm>
          </FormStatusScope>
        ) : (
          <FormikForm label="Customer">
            <Bar />
            <FormikInput name="name" label="Name" />
          </FormikForm>
        )}
      </Formik>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

test('a save that gets no answer says so in words in the bar, keeps what was typed, and Retry sends it again', async () => {
  const user = userEvent.setup();
  const save = jest
    .fn<Promise<void>, [string]>()
    .mockRejectedValueOnce(noAnswer())
    .mockResolvedValueOnce(undefined);
  renderForm(save);
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Gustavo');
  await user.click(screen.getByRole('button', { name: 'SAVE' }));

  // one alert (in the bar, not again above the form), and focus on its Retry
  expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_MESSAGE);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  const retry = screen.getByRole('button', { name: 'Retry' });
  expect(retry).toHaveFocus();
  expect(screen.getByLabelText('Name')).toHaveValue('Gustavo');

  await user.click(retry);
  const note = await screen.findByText('Changes saved');
  expect(save).toHaveBeenLastCalledWith('Gustavo');
  expect(save).toHaveBeenCalledTimes(2);
  expect(note).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Changes saved');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  // typing again hides the note and brings the bar back
  await user.type(screen.getByLabelText('Name'), '!');
  expect(screen.queryByText('Changes saved')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'SAVE' })).toBeInTheDocument();
});

test("the bar's words and the no-answer sentence read in the page's language", async () => {
  await act(() => i18n.changeLanguage('es'));
  const user = userEvent.setup();
  renderForm(() => Promise.reject(noAnswer()));
  await user.type(screen.getByLabelText('Name'), 'o');
  expect(
    screen.getByRole('region', { name: 'Tiene cambios sin guardar' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'GUARDAR' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Parece que no tiene conexión, o el servidor no respondió. Vuelva a intentarlo.',
  );
  expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
});

test("a refusal from the api shows the api's words with no Retry, and focus on them", async () => {
  const user = userEvent.setup();
  renderForm(() =>
    Promise.reject(
      new ApiError(409, {
        code: 'CONFLICT',
        message: 'Someone else saved first.',
      }),
    ),
  );
  await user.type(screen.getByLabelText('Name'), 'o');
  await user.click(screen.getByRole('button', { name: 'SAVE' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Someone else saved first.');
  expect(alert).toHaveFocus();
  expect(
    screen.queryByRole('button', { name: 'Retry' }),
  ).not.toBeInTheDocument();
});

test('a bar inside the form shows its failure once, with no scope of the page around them', async () => {
  const user = userEvent.setup();
  renderForm(async () => {
    throw noAnswer();
  }, false);
  await user.type(screen.getByLabelText('Name'), 'tavo');
  await user.click(screen.getByRole('button', { name: 'SAVE' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_MESSAGE);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
});
