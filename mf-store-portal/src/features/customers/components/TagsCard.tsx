import { Formik } from 'formik';
import { useState } from 'react';
import { isApiError } from 'shared/api';
import { Button, Card, Tag } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikInput } from 'shared/ui/form';
import { yup } from 'shared/validation';
import type { CustomerDetail } from 'shared/contracts/customers';
import { saveCustomerTags } from '../api';
import { tagSchema } from '../schema';
import { errorWords, useStorePortalT } from '../../../i18n/t';
import { TAG_FIRST } from '../../../i18n/messages/validation';

/** Props of TagsCard. */
export interface TagsCardProps {
  customer: CustomerDetail;
  canEdit: boolean;
  /** every tag of the store's customers (suggested while typing) */
  suggestions: string[];
  onSaved: (customer: CustomerDetail) => Promise<void>;
}

/** A few of the store's tags, one click to add. */
function SuggestedTags({
  tags,
  onAdd,
}: {
  tags: string[];
  onAdd: (tag: string) => void;
}) {
  const t = useStorePortalT();
  if (tags.length === 0) return null;
  return (
    <p className="rec-muted">
      {t('customer.usedTags')}{' '}
      {tags.slice(0, 8).map((tag) => (
        <Button
          key={tag}
          size="small"
          type="link"
          aria-label={t('customer.addNamedTag', { tag })}
          onClick={() => onAdd(tag)}
        >
          {`+ ${tag}`}
        </Button>
      ))}
    </p>
  );
}

const addSchema = yup.object({ tag: tagSchema.required(TAG_FIRST) });

/** The customer's tags: each saved at once; a stale save shows the tags as they are now. */
export function TagsCard({
  customer,
  canEdit,
  suggestions,
  onSaved,
}: TagsCardProps) {
  const t = useStorePortalT();
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (tags: string[]) => {
    setProblem(null);
    try {
      await onSaved(
        await saveCustomerTags(customer.id, tags, customer.version),
      );
    } catch (error) {
      const current =
        isApiError(error) && error.status === 409
          ? (error.data as { current?: CustomerDetail } | null)?.current
          : undefined;
      if (current) await onSaved(current);
      throw error;
    }
  };
  const remove = (tag: string) =>
    save(customer.tags.filter((other) => other !== tag)).catch(
      (error: unknown) => setProblem(errorWords(error) ?? String(error)),
    );
  return (
    <Card title={t('customer.tags')} size="small">
      {problem && (
        <p role="alert" className="rec-error">
          {problem}
        </p>
      )}
      {customer.tags.length === 0 ? (
        <p className="rec-muted">{t('customer.noTags')}</p>
      ) : (
        <ul className="customer-tags" aria-label={t('customer.tags')}>
          {customer.tags.map((tag) => (
            <li key={tag}>
              <Tag>
                {tag}
                {canEdit && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={t('customer.removeTag', { tag })}
                    onClick={() => void remove(tag)}
                  >
                    ×
                  </Button>
                )}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <Formik
          initialValues={{ tag: '' }}
          validationSchema={addSchema}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              await save([...customer.tags, values.tag.trim()]);
              helpers.resetForm();
            } catch (error) {
              helpers.setStatus(applyApiErrors(error, helpers));
            }
          }}
        >
          {({ isSubmitting }) => (
            <FormikForm label={t('customer.addTagForm')}>
              <div className="customer-tag-add">
                <FormikInput
                  name="tag"
                  label={t('customer.newTag')}
                  autoComplete="off"
                />
                <Button htmlType="submit" loading={isSubmitting}>
                  {t('customer.addTag')}
                </Button>
              </div>
              <SuggestedTags
                tags={suggestions.filter(
                  (suggested) => !customer.tags.includes(suggested),
                )}
                onAdd={(tag) =>
                  void save([...customer.tags, tag]).catch((error: unknown) =>
                    setProblem(errorWords(error) ?? String(error)),
                  )
                }
              />
            </FormikForm>
          )}
        </Formik>
      )}
    </Card>
  );
}
