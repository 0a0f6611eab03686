import { useField } from 'formik';
import { Switch } from 'shared/ui/antd';
import { FormikInput, FormikTextArea } from 'shared/ui/form';
import { useStorePortalT } from '../../../../i18n/t';

/** The list's name, description and active flag (an inactive list applies to no customer). */
export function DetailsFields() {
  const t = useStorePortalT();
  const [active, , activeHelpers] = useField<boolean>('is_active');
  return (
    <>
      <FormikInput name="name" label={t('priceLists.name')} required />
      <FormikTextArea
        name="description"
        label={t('priceLists.description')}
        rows={2}
        maxLength={500}
      />
      <p>
        <Switch
          id="price-list-active"
          checked={active.value}
          onChange={(checked) => void activeHelpers.setValue(checked)}
        />{' '}
        <label htmlFor="price-list-active">{t('priceLists.activeFlag')}</label>
      </p>
    </>
  );
}
