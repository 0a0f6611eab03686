import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { setLanguage } from 'shared/i18n';
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

test("a password's eye is a button named after what it does", async () => {
  const user = userEvent.setup();
  renderForm();
  const secret = screen.getByLabelText('Secret');
  await user.type(secret, 's3cret');

  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(toggle.tagName).toBe('BUTTON');
  expect(toggle).toHaveAttribute('type', 'button');
  await user.click(toggle);

  expect(secret).toHaveAttribute('type', 'text');
  expect(secret).toHaveValue('s3cret');
  expect(toggle).toHaveAccessibleName('Hide password');
  await user.click(toggle);
  expect(secret).toHaveAttribute('type', 'password');
  expect(secret).toHaveValue('s3cret');
  expect(secret).not.toHaveAttribute('value');
  expect(toggle).toHaveAccessibleName('Show password');
});

test("a password's eye works by keyboard and keeps the focus", async () => {
  const user = userEvent.setup();
  renderForm();
  const secret = screen.getByLabelText('Secret');

  await user.click(secret);
  await user.tab();
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(toggle).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(secret).toHaveAttribute('type', 'text');
  expect(toggle).toHaveFocus();
  await user.keyboard(' ');
  expect(secret).toHaveAttribute('type', 'password');
  expect(toggle).toHaveAccessibleName('Show password');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
});

test("a password's eye speaks the page's language", async () => {
  const user = userEvent.setup();
  act(() => setLanguage('es'));
  try {
    renderForm();
    await user.click(
      screen.getByRole('button', { name: 'Mostrar contraseña' }),
    );
    expect(
      screen.getByRole('button', { name: 'Ocultar contraseña' }),
    ).toBeInTheDocument();
  } finally {
    act(() => setLanguage('en'));
  }
});
