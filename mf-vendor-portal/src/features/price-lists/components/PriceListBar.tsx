import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { Navigate } from 'shared/router';
import { Banner } from 'shared/ui';
import { SaveDiscardBar } from 'shared/ui/portal';
import { changedCount, type PriceListValues } from '../schema';
import type { SaveStatus } from '../useSavePriceList';
import { useVendorT } from '../../../i18n/t';

/** Props of PriceListBar. */
export interface PriceListBarProps {
  /** the list was saved: go to this page (once the form is clean, so leaving is not asked) */
  savedTo: string | null;
  /** after DISCARD or a reload (the bar and its buttons go away): puts focus at the top of the page */
  focusTop: () => void;
}

/**
 * The spec's Save/Discard top bar with the unsaved-change header (how many prices changed), leaving
 * guarded while it shows, and what the last save said.
 */
export function PriceListBar({ savedTo, focusTop }: PriceListBarProps) {
  const t = useVendorT();
  const {
    values,
    initialValues,
    dirty,
    isSubmitting,
    submitForm,
    resetForm,
    status,
  } = useFormikContext<PriceListValues>();
  const said = status as SaveStatus | undefined;
  useEffect(() => {
    // A reload took the SAVE button away (a 400 focuses its first bad row instead).
    if (said?.type === 'warning') focusTop();
  }, [said, focusTop]);
  return (
    <>
      <SaveDiscardBar
        isDirty={dirty}
        isSaving={isSubmitting}
        onSave={() => void submitForm()}
        onDiscard={() => {
          resetForm();
          focusTop();
        }}
        title={t('priceList.unsaved', {
          count: dirty ? changedCount(values, initialValues) : 0,
        })}
      />
      {savedTo && <Navigate to={savedTo} replace state={{ saved: true }} />}
      {said && <Banner type={said.type} title={said.title} />}
    </>
  );
}
