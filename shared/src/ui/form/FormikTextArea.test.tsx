import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { FormikForm, FormikSubmit, FormikTextArea } from 'shared/ui/form';
import { MESSAGES, yup } from 'shared/validation';

function renderForm(onSubmit: () => void = jest.fn()) {
  render(
    <Formik
      initialValues={{ body: '' }}
      validationSchema={yup.object({
        body: yup.string().required(MESSAGES.required),
      })}
      onSubmit={onSubmit}
    >
      <FormikForm label="Add a note">
        <FormikTextArea name="body" id="order-7-note" label="Note" required />
        <FormikSubmit>Add note</FormikSubmit>
      </FormikForm>
    </Formik>,
  );
}

test('binds the typed text to Formik and submits it', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderForm(onSubmit);
  await user.type(screen.getByLabelText('Note'), 'Clasp replaced');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(onSubmit).toHaveBeenCalledWith(
    { body: 'Clasp replaced' },
    expect.anything(),
  );
});

test('shows its error once the form was submitted, linked to the textarea', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  const textarea = screen.getByLabelText('Note');
  expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
  expect(textarea).toHaveAttribute('id', 'order-7-note');
  expect(textarea).toHaveAccessibleDescription(MESSAGES.required);
});
