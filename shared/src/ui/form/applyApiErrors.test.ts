import { ApiError } from 'shared/api';
import { applyApiErrors } from 'shared/ui/form';

type Values = { email: string; password: string };

function apply(error: unknown) {
  const received: unknown[] = [];
  const message = applyApiErrors<Values>(error, {
    setErrors: (errors) => received.push(errors),
  });
  return { message, fieldErrors: received[0] };
}

test("puts an ApiError's field errors on the fields and returns its message", () => {
  const error = new ApiError(400, {
    code: 'VALIDATION_ERROR',
    message: 'Please check the form.',
    errors: { email: 'Unknown email domain.' },
  });

  expect(apply(error)).toEqual({
    message: 'Please check the form.',
    fieldErrors: { email: 'Unknown email domain.' },
  });
});

test('leaves the fields alone when the error is not about them', () => {
  const error = new ApiError(401, {
    code: 'INVALID_CREDENTIALS',
    message: 'Email or password is incorrect.',
    errors: {},
  });

  expect(apply(error)).toEqual({
    message: 'Email or password is incorrect.',
    fieldErrors: undefined,
  });
});

test('any other failure gives its message, or a generic one', () => {
  expect(apply(new Error('Offline')).message).toBe('Offline');
  expect(apply('boom').message).toBe('Something went wrong, please try again.');
});

test("a dotted field error (the api's path into a list) lands on the nested field", () => {
  const error = new ApiError(400, {
    code: 'VALIDATION_ERROR',
    message: 'Please check the form.',
    errors: { 'opening_hours.2.closes': 'Too early.' },
  });
  expect(apply(error).fieldErrors).toEqual({
    opening_hours: [undefined, undefined, { closes: 'Too early.' }],
  });
});
