import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { FormikForm, FormikSubmit } from 'shared/ui/form';

test('submits once and ignores clicks while the submit is running', async () => {
  let finish = () => {};
  const onSubmit = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  render(
    <Formik initialValues={{}} onSubmit={onSubmit}>
      <FormikForm label="Confirm">
        <FormikSubmit block>Confirm</FormikSubmit>
      </FormikForm>
    </Formik>,
  );
  const button = screen.getByRole('button', { name: 'Confirm' });

  const spinner = () => within(button).queryByRole('img', { name: 'loading' });

  await userEvent.click(button);
  await waitFor(() => expect(spinner()).toBeInTheDocument());
  await userEvent.click(button);

  expect(onSubmit).toHaveBeenCalledTimes(1);
  finish();
  await waitFor(() => expect(spinner()).toBeNull());
  await userEvent.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(2);
});
