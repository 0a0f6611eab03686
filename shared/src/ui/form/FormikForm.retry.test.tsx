import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { ApiError, NETWORK_MESSAGE } from 'shared/api';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';

test('a form without a save bar offers Retry when its save got no answer, and Retry sends what was typed', async () => {
  const user = userEvent.setup();
  const save = jest
    .fn<Promise<void>, [string]>()
    .mockRejectedValueOnce(
      new ApiError(400, { code: 'NETWORK_ERROR', message: NETWORK_MESSAGE }),
    )
    .mockResolvedValueOnce(undefined);
  render(
    <Formik
      initialValues={{ email: '' }}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await save(values.email);
          helpers.setStatus('');
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
        }
      }}
    >
      <FormikForm label="Invite">
        <FormikInput name="email" label="Email" />
        <FormikSubmit>Send invite</FormikSubmit>
      </FormikForm>
    </Formik>,
  );
  await user.type(screen.getByLabelText('Email'), 'ana@example.test');
  await user.click(screen.getByRole('button', { name: 'Send invite' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_MESSAGE);
  const retry = screen.getByRole('button', { name: 'Retry' });
  expect(retry).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.test');
  await user.click(retry);
  expect(save).toHaveBeenCalledTimes(2);
  expect(save).toHaveBeenLastCalledWith('ana@example.test');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
