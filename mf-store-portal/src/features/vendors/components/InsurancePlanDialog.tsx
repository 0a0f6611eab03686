import { Formik, useField } from 'formik';
import type { InsurancePlan } from 'shared/contracts/insurancePlans';
import { Button, Checkbox, Flex, Modal, Radio } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikMoneyInput,
} from 'shared/ui/form';
import { saveInsurancePlan } from '../api';
import { insurancePlanSchema } from '../schema';

// The dialog that adds or changes one of the store's insurance plans: a name, a cover
// (a percent of the order or a fixed price) and whether checkout offers it.

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

/** Props of InsurancePlanDialog. */
export interface InsurancePlanDialogProps {
  /** the plan to change; null adds one */
  plan: InsurancePlan | null;
  onClose: () => void;
  onSaved: (text: string) => Promise<unknown>;
}

/** Adds a plan (plan null) or changes one; a refused save keeps what was typed. */
export function InsurancePlanDialog({
  plan,
  onClose,
  onSaved,
}: InsurancePlanDialogProps) {
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
