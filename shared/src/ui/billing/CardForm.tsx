import { Formik, type FormikHelpers } from 'formik';
import { useT } from 'shared/i18n';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import {
  CardFields,
  cardOf,
  cardSchema,
  EMPTY_CARD,
  withCardErrors,
  type CardValues,
} from 'shared/ui/onboarding';
import './catalogue';

/** Props of CardForm. */
export interface CardFormProps<R> {
  /** sends the new card through the portal's request; a refusal is told on the card's fields */
  onReplace: (card: ReturnType<typeof cardOf>) => Promise<R>;
  /** after the payment provider took the card, with what the request answered (close a dialog, say so) */
  onReplaced: (answer: R) => void;
}

/**
 * The card that pays for the plan, replaced: a refused card is told on its field and the form
 * keeps what was typed; a good one empties the form.
 */
export function CardForm<R>({ onReplace, onReplaced }: CardFormProps<R>) {
  const t = useT('billing');
  const submit = async (
    values: CardValues,
    helpers: FormikHelpers<CardValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      const answer = await onReplace(cardOf(values));
      helpers.resetForm();
      onReplaced(answer);
    } catch (failure) {
      helpers.setStatus(applyApiErrors(failure, withCardErrors(helpers)));
    }
  };
  return (
    <Formik<CardValues>
      initialValues={EMPTY_CARD}
      validationSchema={cardSchema}
      onSubmit={submit}
    >
      <FormikForm label={t('card.replace')}>
        <CardFields />
        <FormikSubmit>{t('card.save')}</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
