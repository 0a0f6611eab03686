import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import { MESSAGES, yup } from 'shared/validation';

const schema = yup.object({
  name: yup.string().required(MESSAGES.required),
  secret: yup.string().required(MESSAGES.required),
});

function renderForm(onSubmit: () => void = jest.fn()) {
  render(
    <Formik
      initialValues={{ name: '', secret: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <FormikForm label="Profile">
        <FormikInput name="name" label="Name" required help="As on your ID" />
        <FormikInput name="secret" label="Secret" type="password" />
        <FormikSubmit>Save</FormikSubmit>
      </FormikForm>
    </Formik>,
  );
}

test('binds the typed text to Formik and submits it', async () => {
  const onSubmit = jest.fn();
  renderForm(onSubmit);

  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Secret'), 's3cret');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(onSubmit).toHaveBeenCalledWith(
    { name: 'Ada', secret: 's3cret' },
    expect.anything(),
  );
});

test('marks a required field and links its help text', () => {
  renderForm();

  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveAttribute('aria-required', 'true');
  expect(name).toHaveAccessibleDescription('As on your ID');
  expect(name).toHaveAttribute('aria-invalid', 'false');
});

test('a password field hides what is typed', () => {
  renderForm();

  expect(screen.getByLabelText('Secret')).toHaveAttribute('type', 'password');
  expect(screen.queryByRole('textbox', { name: 'Secret' })).toBeNull();
});

test('shows the error once the field was left, not before', async () => {
  renderForm();
  const name = screen.getByLabelText('Name');

  await userEvent.click(name);
  expect(screen.queryByText(MESSAGES.required)).toBeNull();
  await userEvent.tab();

  expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(
    `${MESSAGES.required} As on your ID`,
  );
});

test('shows every error after a submit, without calling onSubmit', async () => {
  const onSubmit = jest.fn();
  renderForm(onSubmit);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(2);
  expect(screen.getByLabelText('Secret')).toHaveAccessibleDescription(
    MESSAGES.required,
  );
  expect(onSubmit).not.toHaveBeenCalled();
});

test("a password's eye toggle is a toggle button", async () => {
  renderForm();

  const toggle = screen.getByRole('button', { name: 'Show' });
  await userEvent.click(toggle);

  expect(screen.getByLabelText('Secret')).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
