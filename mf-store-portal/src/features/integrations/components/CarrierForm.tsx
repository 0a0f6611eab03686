import { Field, Formik } from 'formik';
import { CARRIERS, type CarrierAccountInput } from 'shared/contracts/billing';
import { Checkbox, Form } from 'shared/ui/antd';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { useStorePortalT } from '../../../i18n/t';
import { carrierSchema, type CarrierValues } from '../schema';

/** Props of CarrierForm. */
export interface CarrierFormProps {
  onAdd: (body: CarrierAccountInput) => Promise<unknown>;
}

/** Adds a shipping carrier account: the carrier, its account number, active or not. */
export function CarrierForm({ onAdd }: CarrierFormProps) {
  const t = useStorePortalT();
  return (
    <Formik<CarrierValues & { is_active: boolean }>
      initialValues={{ carrier: '1', account_number: '', is_active: true }}
      validationSchema={carrierSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onAdd({
            carrier: Number(values.carrier),
            account_number: values.account_number.trim(),
            is_active: values.is_active,
          });
          helpers.resetForm();
        } catch (failure) {
          helpers.setStatus(applyApiErrors(failure, helpers));
        }
      }}
    >
      {({ values, setFieldValue }) => (
        <FormikForm label={t('integrations.carriers.add')}>
          <Form.Item
            label={t('integrations.carriers.carrier')}
            htmlFor="carrier"
          >
            <Field
              as="select"
              id="carrier"
              name="carrier"
              className="rec-select"
            >
              {CARRIERS.map((carrier) => (
                <option key={carrier.id} value={String(carrier.id)}>
                  {carrier.name}
                </option>
              ))}
            </Field>
          </Form.Item>
          <FormikInput
            name="account_number"
            label={t('integrations.carriers.number')}
            required
          />
          <Form.Item>
            <Checkbox
              checked={values.is_active}
              onChange={(event) =>
                void setFieldValue('is_active', event.target.checked)
              }
            >
              {t('integrations.carriers.active')}
            </Checkbox>
          </Form.Item>
          <FormikSubmit>{t('integrations.carriers.addButton')}</FormikSubmit>
        </FormikForm>
      )}
    </Formik>
  );
}
