import { useFormikContext } from 'formik';
import { SaveDiscardBar } from 'shared/ui/portal';
import { useStorePortalT } from '../../../../i18n/t';
import { changesText, type PriceListValues } from '../schema';

/**
 * The spec's Save/Discard top bar (DISCARD, SAVE) with the unsaved-change header saying what differs
 * from the saved list; while it shows, leaving the page asks first.
 */
export function PriceListBar({ onDiscarded }: { onDiscarded: () => void }) {
  const { values, initialValues, dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<PriceListValues>();
  const t = useStorePortalT();
  return (
    <SaveDiscardBar
      isDirty={dirty}
      isSaving={isSubmitting}
      onSave={() => void submitForm()}
      onDiscard={() => {
        resetForm();
        onDiscarded();
      }}
      title={changesText(values, initialValues, t)}
    />
  );
}
