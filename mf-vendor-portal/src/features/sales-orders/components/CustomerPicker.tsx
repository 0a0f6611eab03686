import { useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useValidationMessage } from 'shared/i18n';
import { Input, Radio } from 'shared/ui/antd';
import { FormikInput } from 'shared/ui/form';
import { useCustomers } from '../../../records/salesHooks';
import { useVendorT } from '../../../i18n/t';
import type { NewOrderValues } from '../schema';

/** One of the vendor's customers (searched by name or email) or a new one, bound to the order's form. */
export function CustomerPicker() {
  const { values, setFieldValue, submitCount } =
    useFormikContext<NewOrderValues>();
  const [search, setSearch] = useState('');
  const { customers } = useCustomers(search);
  const [field, meta] = useField<string>('customer_id');
  const t = useVendorT();
  const searchId = useId();
  const selectId = useId();
  const error = useValidationMessage(
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined,
  );
  return (
    <fieldset className="vp-card vp-stack" style={{ gap: 12 }}>
      <legend>{t('forms.customer.legend')}</legend>
      <Radio.Group
        aria-label={t('forms.customer.legend')}
        optionType="button"
        value={values.customer_mode}
        onChange={(event) =>
          void setFieldValue('customer_mode', event.target.value)
        }
        options={[
          { value: 'existing', label: t('forms.customer.existing') },
          { value: 'new', label: t('forms.customer.new') },
        ]}
      />
      {values.customer_mode === 'existing' ? (
        <div className="vp-filters">
          <div>
            <label htmlFor={searchId}>{t('forms.customer.find')}</label>
            <Input.Search
              id={searchId}
              placeholder={t('forms.customer.findPlaceholder')}
              allowClear
              enterButton={t('forms.customer.findButton')}
              onSearch={setSearch}
            />
          </div>
          <div>
            <label htmlFor={selectId}>{t('forms.customer.legend')}</label>
            {/* a native select: works by keyboard and reads its choices out on every platform */}
            <select
              {...field}
              id={selectId}
              className="vp-select"
              aria-required
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${selectId}-error` : undefined}
            >
              <option value="">{t('forms.customer.choose')}</option>
              {customers.map((customer) => (
                <option key={customer.id} value={String(customer.id)}>
                  {`${customer.first_name} ${customer.last_name}`.trim()} (
                  {customer.email})
                </option>
              ))}
            </select>
            {error && (
              <p id={`${selectId}-error`} className="vs-error" role="alert">
                {error}
              </p>
            )}
          </div>
        </div>
      ) : (
        <div>
          <FormikInput
            name="customer.first_name"
            label={t('forms.customer.firstName')}
            required
          />
          <FormikInput
            name="customer.last_name"
            label={t('forms.customer.lastName')}
          />
          <FormikInput
            name="customer.email"
            label={t('forms.customer.email')}
            type="email"
            required
          />
          <FormikInput
            name="customer.phone"
            label={t('forms.customer.phone')}
          />
        </div>
      )}
    </fieldset>
  );
}
