import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, type FormikHelpers } from 'formik';
import { FormikForm, FormikInput, FormikSubmit } from 'shared/ui/form';
import { MESSAGES, yup } from 'shared/validation';

interface Values {
  name: string;
  email: string;
}

const schema = yup.object({
  name: yup.string().required(MESSAGES.required),
  email: yup.string().required(MESSAGES.required),
});

function renderForm(
  onSubmit: (
    values: Values,
    helpers: FormikHelpers<Values>,
  ) => void | Promise<void>,
) {
  render(
    <Formik
      initialValues={{ name: '', email: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <FormikForm label="Profile">
        <FormikInput name="name" label="Name" required />
        <FormikInput name="email" label="Email" type="email" required />
        <FormikSubmit>Save</FormikSubmit>
      </FormikForm>
    </Formik>,
  );
}

test('a failed submit focuses the first invalid field, which names its error', async () => {
  const onSubmit = jest.fn();
  renderForm(onSubmit);
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.paste('ada@example.test');

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  const name = screen.getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(MESSAGES.required);
  expect(screen.getByLabelText('Email')).toHaveAttribute(
    'aria-invalid',
    'false',
  );
  expect(onSubmit).not.toHaveBeenCalled();
});

test("the api's field errors focus their field; the form's error is an alert", async () => {
  renderForm(async (_values, helpers) => {
    await Promise.resolve();
    helpers.setErrors({ email: 'This email is taken.' });
    helpers.setStatus('Please check the form.');
  });
  await userEvent.click(screen.getByLabelText('Name'));
  await userEvent.paste('Ada');
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.paste('ada@example.test');

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please check the form.',
  );
  const email = screen.getByLabelText('Email');
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAccessibleDescription('This email is taken.');
});

test('a successful submit leaves focus where it was', async () => {
  const onSubmit = jest.fn();
  renderForm(onSubmit);
  await userEvent.click(screen.getByLabelText('Name'));
  await userEvent.paste('Ada');
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.paste('ada@example.test');
  const save = screen.getByRole('button', { name: 'Save' });

  await userEvent.click(save);

  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(save).toHaveFocus();
});
