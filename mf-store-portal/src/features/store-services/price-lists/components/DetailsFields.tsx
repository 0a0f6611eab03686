import { useField } from 'formik';
import { Switch } from 'shared/ui/antd';
import { FormikInput, FormikTextArea } from 'shared/ui/form';

/** The list's name, description and active flag (an inactive list applies to no customer). */
export function DetailsFields() {
  const [active, , activeHelpers] = useField<boolean>('is_active');
  return (
    <>
      <FormikInput name="name" label="Name" required />
      <FormikTextArea
        name="description"
        label="Description (optional)"
        rows={2}
        maxLength={500}
      />
      <p>
        <Switch
          id="price-list-active"
          checked={active.value}
          onChange={(checked) => void activeHelpers.setValue(checked)}
        />{' '}
        <label htmlFor="price-list-active">
          Active: its customers pay these prices
        </label>
      </p>
    </>
  );
}
