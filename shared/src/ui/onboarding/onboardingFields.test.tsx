import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { catalogueProblems, setLanguage } from 'shared/i18n';
import { FormikForm, FormikSubmit } from 'shared/ui/form';
import { MESSAGES, yup } from 'shared/validation';
import { CARD_FORM_CATALOGUES } from './catalogue';
import { CardFields, cardSchema, ChoiceField, EMPTY_CARD } from './public';

const schema = cardSchema.shape({
  plan: yup.string().required(MESSAGES.required),
});

function renderForm() {
  render(
    <Formik
      initialValues={{ ...EMPTY_CARD, plan: '' }}
      validationSchema={schema}
      onSubmit={jest.fn()}
    >
      <FormikForm label="Plan">
        <ChoiceField
          name="plan"
          legend="Plan"
          type="radio"
          choices={[{ value: 'bench', label: 'Bench' }]}
        />
        <CardFields />
        <FormikSubmit>Pay</FormikSubmit>
      </FormikForm>
    </Formik>,
  );
}

/** Types a card whose expiry and security code are wrong, and submits with no plan chosen. */
async function submitWrongCard() {
  const user = userEvent.setup();
  renderForm();
  await user.type(
    screen.getByRole('textbox', { name: /^(Expiry|Caducidad)/ }),
    '13/30',
  );
  await user.type(
    screen.getByRole('textbox', { name: /^(Security code|Código)/ }),
    '1',
  );
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

afterEach(() => act(() => setLanguage('en')));

test('the card fields and their messages read in English by default', async () => {
  await submitWrongCard();
  expect(
    await screen.findByText('Please enter the expiry as MM/YY.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Name on card/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Card number/)).toBeInTheDocument();
  expect(
    screen.getByText("Your card's security code is invalid."),
  ).toBeInTheDocument();
});

test('in Spanish the card fields, their messages and a choice’s error read in Spanish', async () => {
  act(() => setLanguage('es'));
  await submitWrongCard();
  expect(
    await screen.findByText('Introduzca la caducidad como MM/AA.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Nombre en la tarjeta/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Número de tarjeta/)).toBeInTheDocument();
  expect(
    screen.getByText('El código de seguridad de su tarjeta no es válido.'),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('group', { name: 'Plan' }),
  ).toHaveAccessibleDescription('Este campo es obligatorio');
});

test('the card form’s Spanish catalogue has every English key, translated', () => {
  expect(
    catalogueProblems(CARD_FORM_CATALOGUES.en, CARD_FORM_CATALOGUES.es),
  ).toEqual([]);
});
