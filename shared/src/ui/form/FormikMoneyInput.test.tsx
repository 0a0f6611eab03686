import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { FormikForm, FormikMoneyInput, FormikSubmit } from 'shared/ui/form';
import { MESSAGES, yup } from 'shared/validation';

function renderForm(onSubmit: () => void = jest.fn()) {
  render(
    <Formik
      initialValues={{ amount: '' }}
      validationSchema={yup.object({
        amount: yup.string().required(MESSAGES.required),
      })}
      onSubmit={onSubmit}
    >
      <FormikForm label="Charge">
        <FormikMoneyInput name="amount" label="Amount" prefix="$" required />
        <FormikSubmit>Save</FormikSubmit>
      </FormikForm>
    </Formik>,
  );
}

test('keeps only digits with at most 2 decimals and no negative sign', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderForm(onSubmit);
  const input = screen.getByLabelText('Amount');
  await user.type(input, '-12.345');
  expect(input).toHaveValue('12.34');
  expect(input).toHaveAttribute('maxlength', '15');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ amount: '12.34' }, expect.anything());
});

test('shows its error once the form was submitted, linked to the input', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const input = screen.getByLabelText('Amount');
  expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(MESSAGES.required);
});
