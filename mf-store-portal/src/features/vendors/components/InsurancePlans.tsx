import { Formik, useField } from 'formik';
import { useState } from 'react';
import type { InsurancePlan } from 'shared/contracts/insurancePlans';
import { Banner, ErrorState } from 'shared/ui';
import {
  Button,
  Checkbox,
  Flex,
  Modal,
  Radio,
  Skeleton,
  Tag,
} from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikMoneyInput,
} from 'shared/ui/form';
import { deleteInsurancePlan, saveInsurancePlan } from '../api';
import { useInsurancePlans } from '../hooks';
import '../vendors.css';
import { insurancePlanSchema } from '../schema';

// The store's insurance plans (issue 11): what checkout offers a customer, as a percent of the
// order or a fixed price. A plan an order carries cannot be deleted; switching it off hides it.

const FALLBACK = 'We could not make this change. Please try again.';

/** '2.50 % of the order' or '$15.00'. */
export const coverText = (plan: Pick<InsurancePlan, 'rate' | 'price'>) =>
  plan.rate !== null ? `${plan.rate} % of the order` : `$${plan.price}`;

interface Values {
  name: string;
  cover: 'rate' | 'price';
  amount: string;
  is_active: boolean;
}

const valuesOf = (plan: InsurancePlan | null): Values =>
  plan
    ? {
        name: plan.name,
        cover: plan.rate !== null ? 'rate' : 'price',
        amount: plan.rate ?? plan.price ?? '',
        is_active: plan.is_active,
      }
    : { name: '', cover: 'rate', amount: '', is_active: true };

function CoverFields() {
  const [cover, , coverHelpers] = useField<Values['cover']>('cover');
  const [active, , activeHelpers] = useField<boolean>('is_active');
  return (
    <>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend>Cover</legend>
        <Radio.Group
          name="cover"
          value={cover.value}
          onChange={(e) => void coverHelpers.setValue(e.target.value)}
          options={[
            { value: 'rate', label: 'A percent of the order' },
            { value: 'price', label: 'A fixed price' },
          ]}
        />
      </fieldset>
      {cover.value === 'rate' ? (
        <FormikMoneyInput name="amount" label="Rate (%)" required prefix="%" />
      ) : (
        <FormikMoneyInput name="amount" label="Price" required />
      )}
      <Checkbox
        checked={active.value}
        onChange={(e) => void activeHelpers.setValue(e.target.checked)}
      >
        Offer it at checkout
      </Checkbox>
    </>
  );
}

function PlanDialog({
  plan,
  onClose,
  onSaved,
}: {
  /** the plan to change; null adds one */
  plan: InsurancePlan | null;
  onClose: () => void;
  onSaved: (text: string) => Promise<unknown>;
}) {
  const title = plan ? `Change ${plan.name}` : 'Add an insurance plan';
  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden>
      <Formik<Values>
        initialValues={valuesOf(plan)}
        validationSchema={insurancePlanSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const saved = await saveInsurancePlan(
              { ...values, name: values.name.trim() },
              plan?.id,
            );
            await onSaved(
              plan ? `${saved.name} was saved.` : `${saved.name} was added.`,
            );
          } catch (error) {
            helpers.setStatus(applyApiErrors(error, helpers));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm label={title}>
            <FormikInput name="name" label="Name" required />
            <CoverFields />
            <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                Save plan
              </Button>
            </Flex>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}

/** Props of InsurancePlans: the vendors page's access levels. */
export interface InsurancePlansProps {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The store's insurance plans: list, add, change, delete (asked first). */
export function InsurancePlans({
  canCreate,
  canEdit,
  canDelete,
}: InsurancePlansProps) {
  const { plans, error, isLoading, refresh } = useInsurancePlans();
  const [editing, setEditing] = useState<InsurancePlan | 'new' | null>(null);
  const [removing, setRemoving] = useState<InsurancePlan | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(
    null,
  );

  const saved = async (text: string) => {
    setEditing(null);
    setNotice({ ok: true, text });
    await refresh();
  };
  const remove = async (plan: InsurancePlan) => {
    setRemoving(null);
    setNotice(null);
    try {
      await deleteInsurancePlan(plan.id);
      setNotice({ ok: true, text: `${plan.name} was deleted.` });
    } catch (e) {
      setNotice({
        ok: false,
        text: e instanceof Error && e.message ? e.message : FALLBACK,
      });
    }
    await refresh();
  };

  return (
    <section
      className="rec-list"
      aria-labelledby="insurance-title"
      style={{ marginTop: 24 }}
    >
      <div className="rec-list__head">
        <h2 id="insurance-title">Insurance plans</h2>
        {canCreate && (
          <Button onClick={() => setEditing('new')}>Add insurance plan</Button>
        )}
      </div>
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      {error && !plans ? (
        <ErrorState
          title="We could not load your insurance plans."
          message={error.message}
          onRetry={() => void refresh()}
        />
      ) : isLoading && !plans ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : plans && plans.length === 0 ? (
        <p className="rec-muted">
          No insurance plans yet.{' '}
          {canCreate
            ? 'Add one to let customers insure their piece at checkout.'
            : 'The store owner adds them.'}
        </p>
      ) : (
        <ul className="insurance-plans" aria-label="Insurance plans">
          {(plans ?? []).map((plan) => (
            <li key={plan.id} className="insurance-plan">
              <span>
                <strong>{plan.name}</strong> · <span>{coverText(plan)}</span>{' '}
                {plan.is_active ? (
                  <Tag color="green">Offered</Tag>
                ) : (
                  <Tag>Off</Tag>
                )}
                {plan.order_count > 0 && (
                  <span className="rec-muted">
                    on {plan.order_count}{' '}
                    {plan.order_count === 1 ? 'order' : 'orders'}
                  </span>
                )}
              </span>
              <Flex gap={8}>
                {canEdit && (
                  <Button
                    size="small"
                    aria-label={`Change ${plan.name}`}
                    onClick={() => setEditing(plan)}
                  >
                    Change
                  </Button>
                )}
                {canDelete && (
                  <Button
                    size="small"
                    danger
                    aria-label={`Delete ${plan.name}`}
                    onClick={() => setRemoving(plan)}
                  >
                    Delete
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <PlanDialog
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <Modal
        open={removing !== null}
        title="Delete the insurance plan"
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Keep"
        onOk={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>Are you sure you want to delete ?</p>
        {removing && <p>“{removing.name}” will no longer exist.</p>}
      </Modal>
    </section>
  );
}
