import { useFormikContext } from 'formik';
import { SaveDiscardBar } from 'shared/ui/portal';
import type { LocationValues } from '../schema';
import { useStorePortalT } from '../../../i18n/t';

/** Leaving with unsaved changes asks first; the bar offers DISCARD and SAVE. */
export function LeaveGuard() {
  const t = useStorePortalT();
  const { dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<LocationValues>();
  return (
    <SaveDiscardBar
      isDirty={dirty}
      isSaving={isSubmitting}
      onSave={() => void submitForm()}
      onDiscard={() => resetForm()}
      title={t('locations.unsaved')}
    />
  );
}
