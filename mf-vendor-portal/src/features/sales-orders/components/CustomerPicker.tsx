import { useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { Input, Radio } from 'shared/ui/antd';
import { FormikInput } from 'shared/ui/form';
import { useCustomers } from '../../../records/salesHooks';
import type { NewOrderValues } from '../schema';

/** One of the vendor's customers (searched by name or email) or a new one, bound to the order's form. */
export function CustomerPicker() {
  const { values, setFieldValue, submitCount } =
    useFormikContext<NewOrderValues>();
  const [search, setSearch] = useState('');
  const { customers } = useCustomers(search);
  const [field, meta] = useField<string>('customer_id');
  const searchId = useId();
  const selectId = useId();
  const error =
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  return (
    <fieldset className="vp-card vp-stack" style={{ gap: 12 }}>
      <legend>Customer</legend>
      <Radio.Group
        aria-label="Customer"
        optionType="button"
        value={values.customer_mode}
        onChange={(event) =>
          void setFieldValue('customer_mode', event.target.value)
        }
        options={[
          { value: 'existing', label: 'One of my customers' },
          { value: 'new', label: 'New customer' },
        ]}
      />
      {values.customer_mode === 'existing' ? (
        <div className="vp-filters">
          <div>
            <label htmlFor={searchId}>Find a customer</label>
            <Input.Search
              id={searchId}
              placeholder="Name or email"
              allowClear
              enterButton="Find"
              onSearch={setSearch}
            />
          </div>
          <div>
            <label htmlFor={selectId}>Customer</label>
            {/* a native select: works by keyboard and reads its choices out on every platform */}
            <select
              {...field}
              id={selectId}
              className="vp-select"
              aria-required
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${selectId}-error` : undefined}
            >
              <option value="">Choose a customer</option>
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
          <FormikInput name="customer.first_name" label="First name" required />
          <FormikInput name="customer.last_name" label="Last name" />
          <FormikInput
            name="customer.email"
            label="Email"
            type="email"
            required
          />
          <FormikInput name="customer.phone" label="Phone" />
        </div>
      )}
    </fieldset>
  );
}
