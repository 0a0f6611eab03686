import { act, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import {
  catalogueProblems,
  localiseMessage,
  setLanguage,
  VALIDATION_CATALOGUES,
} from 'shared/i18n';
import { FormikInput } from 'shared/ui/form';
import {
  BANK_MESSAGES,
  CHARGE_MESSAGES,
  chargeSchema,
  MESSAGES,
  nameSchema,
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
  yup,
} from 'shared/validation';

afterEach(() => {
  act(() => setLanguage('en'));
});

// every English message shared/validation writes, the ones with a value filled with a sample
const SAMPLE = 'Ring size';
const written: string[] = [
  ...Object.values(MESSAGES).map((m) =>
    typeof m === 'function' ? m(SAMPLE) : m,
  ),
  ...Object.values(BANK_MESSAGES),
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
  ...Object.values(CHARGE_MESSAGES),
];

test('Spanish has every validation message, with the same variables', () => {
  expect(
    catalogueProblems(VALIDATION_CATALOGUES.en, VALIDATION_CATALOGUES.es),
  ).toEqual([]);
});

// The catalogue's English is taken from shared/validation, so only Spanish needs a check here.
test('every message shared/validation writes reads in Spanish, and stays as written in English', () => {
  for (const message of written) expect(localiseMessage(message)).toBe(message);
  act(() => setLanguage('es'));
  for (const message of written)
    expect(localiseMessage(message)).not.toBe(message);
  expect(localiseMessage(MESSAGES.required)).toBe('Este campo es obligatorio');
  expect(localiseMessage(MESSAGES.ruleRepeat('Ring size'))).toBe(
    'No puede haber varios Ring size',
  );
  // a message that is not ours (the api's, a store's own words) is shown as given
  expect(localiseMessage('Email already registered')).toBe(
    'Email already registered',
  );
});

test("the schemas' own messages (a charge's amount and reason) read in Spanish", async () => {
  const error = await chargeSchema()
    .validate({ amount: '0', reason: 'x'.repeat(501) }, { abortEarly: false })
    .catch((e: { errors: string[] }) => e.errors);
  expect(error).toEqual([
    'The amount must be greater than 0.',
    'A reason may have at most 500 characters',
  ]);
  act(() => setLanguage('es'));
  expect((error as string[]).map(localiseMessage)).toEqual([
    'El importe debe ser mayor que 0.',
    'Un motivo admite como máximo 500 caracteres',
  ]);
});

test("a form's error shows in the page's language and follows a change of language", async () => {
  render(
    <Formik
      initialValues={{ name: 'R2D2' }}
      initialTouched={{ name: true }}
      validationSchema={yup.object({
        name: nameSchema().required(MESSAGES.required),
      })}
      validateOnMount
      onSubmit={() => {}}
    >
      <FormikInput name="name" label="Name" />
    </Formik>,
  );
  expect(await screen.findByText(MESSAGES.name)).toBeInTheDocument();
  act(() => setLanguage('es'));
  expect(
    screen.getByText('Introduzca de 2 a 30 letras y espacios solamente'),
  ).toBeInTheDocument();
  act(() => setLanguage('en'));
  expect(screen.getByText(MESSAGES.name)).toBeInTheDocument();
});
