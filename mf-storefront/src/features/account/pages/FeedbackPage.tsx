import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState, NotFoundPage, PageLoader } from 'shared/ui';
import { Alert, AntdTheme, Card } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import { submitFeedback } from '../api';
import { FormikRate } from '../components/FormikRate';
import { FormikTextArea } from '../components/FormikTextArea';
import { OrderLines } from '../components/OrderLines';
import { useFeedbackTarget } from '../hooks';
import { FEEDBACK_COMMENT_MAX, feedbackSchema } from '../schema';
import { localisedValidate } from '../../../i18n/validate';
import '../account.css';
import { useStorefrontT } from '../../../i18n/t';

export const ALREADY_SUBMITTED =
  'Thank you, feedback for this order has already been submitted.';
export const THANK_YOU = 'Thank you for your feedback!';

type Values = { rating: number; comment: string };
type Outcome = 'sent' | 'exists' | null;

const validateFeedback = localisedValidate<Values>(feedbackSchema);

/** `/feedback/:token`: a 1-5 star rating and a comment for a completed order, once. */
export function FeedbackPage() {
  const t = useStorefrontT();
  const { token = '' } = useParams();
  const { target, storeId, error, isLoading, retry } = useFeedbackTarget(token);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (isLoading) return <PageLoader label={t('myAccount.feedback.loading')} />;
  if (error?.status === 404) return <NotFoundPage />;
  if (error || !target || !storeId) {
    return (
      <ErrorState
        title={t('myAccount.feedback.loadFailed')}
        message={error?.message}
        onRetry={retry}
      />
    );
  }

  const handleSubmit = async (
    values: Values,
    helpers: FormikHelpers<Values>,
  ) => {
    helpers.setStatus(undefined);
    const { rating, comment } = feedbackSchema.cast(values);
    try {
      await submitFeedback(token, storeId, {
        rating,
        ...(comment ? { comment } : {}),
      });
      setOutcome('sent');
    } catch (e) {
      if (isApiError(e) && e.status === 409) setOutcome('exists');
      else helpers.setStatus(applyApiErrors(e, helpers));
    }
  };

  const submitted = target.submitted || outcome === 'exists';
  return (
    <AntdTheme>
      <div className="sf-page sf-auth">
        <Card className="sf-auth__card">
          <h1 className="sf-auth__title">
            {t('myAccount.feedback.title', { number: target.order_no })}
          </h1>
          <OrderLines lines={target.lines} />
          {outcome === 'sent' ? (
            <Alert
              type="success"
              showIcon
              title={t('myAccount.feedback.thanks')}
            />
          ) : submitted ? (
            <Alert
              type="info"
              showIcon
              title={t('myAccount.feedback.already')}
            />
          ) : target.status !== 'completed' ? (
            <Alert
              type="warning"
              showIcon
              title={t('myAccount.feedback.notYet')}
            />
          ) : (
            <Formik
              initialValues={{ rating: 0, comment: '' }}
              validate={validateFeedback}
              onSubmit={handleSubmit}
            >
              <FormikForm label={t('myAccount.feedback.form')}>
                <FormikRate
                  name="rating"
                  label={t('myAccount.feedback.rating')}
                />
                <FormikTextArea
                  name="comment"
                  label={t('myAccount.feedback.comment')}
                  maxLength={FEEDBACK_COMMENT_MAX}
                />
                <FormikSubmit block>
                  {t('myAccount.feedback.send')}
                </FormikSubmit>
              </FormikForm>
            </Formik>
          )}
        </Card>
      </div>
    </AntdTheme>
  );
}

export default FeedbackPage;
