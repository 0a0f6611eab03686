import { Formik, useFormikContext } from 'formik';
import { Link } from 'shared/router';
import { formatDateTime } from 'shared/dates';
import { SaveDiscardBar } from 'shared/ui/portal';
import { Card } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikSubmit,
  FormikTextArea,
} from 'shared/ui/form';
import type {
  CustomerDetail,
  CustomerTimelineEntry,
} from 'shared/contracts/customers';
import { storePortalPaths } from '../../../paths';
import { addCustomerComment } from '../api';
import { COMMENT_MAX, commentSchema } from '../schema';
import { useStorePortalT } from '../../../i18n/t';

import 'shared/ui/records';
import '../../../records/records.css';

function Entry({
  entry,
  base,
}: {
  entry: CustomerTimelineEntry;
  base: string;
}) {
  const t = useStorePortalT();
  return (
    <li className="rec-timeline__item">
      <p className="rec-timeline__title">
        <strong>{t(`customer.kinds.${entry.kind}`)}</strong>
      </p>
      {entry.order ? (
        <p className="rec-timeline__body">
          <Link to={storePortalPaths.salesOrder(base, entry.order.id)}>
            {entry.body}
          </Link>
        </p>
      ) : (
        entry.kind === 'comment' && (
          <p className="rec-timeline__body">{entry.body}</p>
        )
      )}
      <p className="rec-muted">
        {entry.author_name ? `${entry.author_name} · ` : ''}
        <time dateTime={entry.created_on}>
          {formatDateTime(entry.created_on)}
        </time>
      </p>
    </li>
  );
}

/** The spec's unsaved-change header of a timeline message: leaving with a typed comment asks first. */
function CommentGuard() {
  const t = useStorePortalT();
  const { dirty, isSubmitting, submitForm, resetForm } = useFormikContext<{
    body: string;
  }>();
  return (
    <SaveDiscardBar
      isDirty={dirty && !isSubmitting}
      isSaving={isSubmitting}
      onSave={() => void submitForm()}
      onDiscard={() => resetForm()}
      title={t('customer.unsavedComment')}
    />
  );
}

/** Props of TimelineCard. */
export interface TimelineCardProps {
  customer: CustomerDetail;
  base: string;
  canComment: boolean;
  onSaved: (customer: CustomerDetail) => Promise<void>;
}

/** Comments of the store's team, the customer's orders and their start, newest first. */
export function TimelineCard({
  customer,
  base,
  canComment,
  onSaved,
}: TimelineCardProps) {
  const t = useStorePortalT();
  return (
    <Card title={t('customer.timeline')} size="small">
      {canComment && (
        <Formik
          initialValues={{ body: '' }}
          validationSchema={commentSchema}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              const saved = await addCustomerComment(
                customer.id,
                values.body.trim(),
              );
              helpers.resetForm();
              await onSaved(saved);
            } catch (error) {
              helpers.setStatus(applyApiErrors(error, helpers));
            }
          }}
        >
          <FormikForm label={t('customer.addComment')}>
            <CommentGuard />
            <FormikTextArea
              name="body"
              id="customer-comment"
              label={t('customer.comment')}
              rows={3}
              maxLength={COMMENT_MAX}
            />
            <FormikSubmit>{t('customer.postComment')}</FormikSubmit>
          </FormikForm>
        </Formik>
      )}
      <ol className="rec-timeline" aria-label={t('customer.timelineList')}>
        {customer.timeline.map((entry) => (
          <Entry key={entry.id} entry={entry} base={base} />
        ))}
      </ol>
    </Card>
  );
}
