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
import { useStorePortalT } from '../../../i18n/t';

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
  const t = useStorePortalT();
  const [cover, , coverHelpers] = useField<Values['cover']>('cover');
  const [active, , activeHelpers] = useField<boolean>('is_active');
  return (
    <>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend>{t('insurance.cover')}</legend>
        <Radio.Group
          name="cover"
          value={cover.value}
          onChange={(e) => void coverHelpers.setValue(e.target.value)}
          options={[
            { value: 'rate', label: t('insurance.coverRate') },
            { value: 'price', label: t('insurance.coverPrice') },
          ]}
        />
      </fieldset>
      {cover.value === 'rate' ? (
        <FormikMoneyInput
          name="amount"
          label={t('insurance.rateLabel')}
          required
          prefix="%"
        />
      ) : (
        <FormikMoneyInput name="amount" label={t('insurance.price')} required />
      )}
      <Checkbox
        checked={active.value}
        onChange={(e) => void activeHelpers.setValue(e.target.checked)}
      >
        {t('insurance.offer')}
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
  const t = useStorePortalT();
  const title = plan
    ? t('insurance.changeNamed', { name: plan.name })
    : t('insurance.addTitle');
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
              t(plan ? 'insurance.saved' : 'insurance.added', {
                name: saved.name,
              }),
            );
          } catch (error) {
            helpers.setStatus(applyApiErrors(error, helpers));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm label={title}>
            <FormikInput name="name" label={t('insurance.name')} required />
            <CoverFields />
            <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
              <Button onClick={onClose}>{t('insurance.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {t('insurance.save')}
              </Button>
            </Flex>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
