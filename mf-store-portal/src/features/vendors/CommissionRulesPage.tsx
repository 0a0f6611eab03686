import {
  FieldArray,
  Form as FormikFormElement,
  Formik,
  useFormikContext,
  type FormikHelpers,
} from 'formik';
import { Link, useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import type {
  CommissionRule,
  CommissionRules,
} from 'shared/contracts/storeVendors';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { SaveDiscardBar } from 'shared/ui/portal';
import { Button, Flex, Form } from 'shared/ui/antd';
import { applyApiErrors } from 'shared/ui/form';
import { errorWords, useStorePortalT } from '../../i18n/t';
import { storePortalPaths } from '../../paths';
import { usePortalBase } from '../../records/basePath';
import { saveCommissionRules } from './api';
import { NoAccess } from './components/NoAccess';
import { RuleCard } from './components/RuleCard';
import { useCommissionRules, useVendorAccess } from './hooks';
import { commissionSchema } from './schema';
import '../../records/records.css';
import './vendors.css';

interface Values {
  rules: CommissionRule[];
}
const NEW_RULE: CommissionRule = { name: '', rate: '', conditions: [] };

/** The spec's Save/Discard top bar with the unsaved-change header, and why the last save failed. */
function CommissionBar() {
  const t = useStorePortalT();
  const { dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<Values>();
  return (
    <>
      <SaveDiscardBar
        isDirty={dirty}
        isSaving={isSubmitting}
        onSave={() => void submitForm()}
        onDiscard={() => resetForm()}
        title={t('commission.unsaved')}
      />
    </>
  );
}

function RulesForm({
  data,
  canEdit,
  onSaved,
}: {
  data: CommissionRules;
  canEdit: boolean;
  onSaved: (rules: CommissionRules) => Promise<unknown>;
}) {
  const t = useStorePortalT();
  const handleSubmit = async (
    values: Values,
    helpers: FormikHelpers<Values>,
  ) => {
    helpers.setStatus(undefined);
    try {
      const saved = await saveCommissionRules(data.vendor_id, {
        rules: values.rules,
        version: data.version,
      });
      helpers.resetForm({ values: { rules: saved.rules } });
      await onSaved(saved);
    } catch (error) {
      // A 409 keeps what was typed: the rules reload (new version) and SAVE can be pressed again.
      helpers.setStatus(applyApiErrors(error, helpers));
      if (isApiError(error) && error.status === 409)
        await onSaved(
          (error.data as { current?: CommissionRules }).current ?? data,
        );
    }
  };
  return (
    <Formik<Values>
      initialValues={{ rules: data.rules }}
      validationSchema={commissionSchema}
      onSubmit={handleSubmit}
    >
      {({ values }) => (
        <FormikFormElement noValidate aria-label={t('commission.form')}>
          {canEdit && <CommissionBar />}
          <Form layout="vertical" component={false}>
            <FieldArray name="rules">
              {(helpers) => (
                <Flex vertical gap={16}>
                  {values.rules.length === 0 && <p>{t('commission.empty')}</p>}
                  {values.rules.map((_, index) => (
                    <RuleCard
                      key={index}
                      index={index}
                      onRemove={() => helpers.remove(index)}
                    />
                  ))}
                  {canEdit && (
                    <div>
                      <Button onClick={() => helpers.push({ ...NEW_RULE })}>
                        {t('commission.addRule')}
                      </Button>
                    </div>
                  )}
                </Flex>
              )}
            </FieldArray>
          </Form>
        </FormikFormElement>
      )}
    </Formik>
  );
}

/** /portal/vendors/:vendorId/commission-rules: one linked vendor's commission rules. */
export function CommissionRulesPage() {
  const t = useStorePortalT();
  const vendorId = Number(useParams().vendorId);
  const base = usePortalBase();
  const { canView, canEdit } = useVendorAccess();
  const { rules, error, isLoading, mutate } = useCommissionRules(
    canView && Number.isInteger(vendorId) ? vendorId : 0,
  );
  if (!canView) return <NoAccess />;
  if (isLoading) return <PageLoader label={t('commission.loading')} />;
  if (!rules)
    return error && isApiError(error) && error.status === 404 ? (
      <StatusPage mark="404" tone="warning" title={t('commission.notFound')}>
        <p>{errorWords(error)}</p>
      </StatusPage>
    ) : (
      <ErrorState
        title={t('commission.loadFailed')}
        message={errorWords(error) ?? ''}
        onRetry={() => void mutate()}
      />
    );
  return (
    <section className="rec-list" aria-labelledby="commission-title">
      <Link to={storePortalPaths.vendors(base)}>{t('commission.back')}</Link>
      <h1 id="commission-title">
        {t('commission.title', { vendor: rules.vendor_name })}
      </h1>
      <RulesForm
        data={rules}
        canEdit={canEdit}
        onSaved={(next) => mutate(next, { revalidate: false })}
      />
    </section>
  );
}
