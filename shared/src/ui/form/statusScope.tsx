import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/**
 * Who shows a Formik form's status (a failed save's sentence): the form's save bar claims it, so
 * the form's own alert leaves it to the bar and the sentence is shown and announced once. A claim
 * names the Formik instance by its setStatus (one stable function per instance), so a bar of
 * another form in the same scope claims nothing of this one.
 */
export interface FormStatusClaims {
  /** the bar of the form whose setStatus this is shows its status, until the returned release */
  claim: (setStatus: object) => () => void;
  /** true while a bar shows the status of the form whose setStatus this is */
  isClaimed: (setStatus: object) => boolean;
}

const FormStatusContext = createContext<FormStatusClaims | null>(null);

/** The claims of the nearest scope: a FormikForm's own, or a FormStatusScope around form and bar. */
export const useFormStatusClaims = (): FormStatusClaims | null =>
  useContext(FormStatusContext);

/**
 * A scope for a form's status: a FormikForm opens one for a save bar inside it; a page whose bar
 * sits beside its FormikForm (in the same Formik) wraps both in one.
 */
export function FormStatusScope({ children }: { children: ReactNode }) {
  const [claimed, setClaimed] = useState<ReadonlySet<object>>(new Set());
  const claim = useCallback((setStatus: object) => {
    setClaimed((now) => new Set(now).add(setStatus));
    return () =>
      setClaimed((now) => {
        const next = new Set(now);
        next.delete(setStatus);
        return next;
      });
  }, []);
  const value = useMemo(
    () => ({ claim, isClaimed: (setStatus: object) => claimed.has(setStatus) }),
    [claim, claimed],
  );
  return (
    <FormStatusContext.Provider value={value}>
      {children}
    </FormStatusContext.Provider>
  );
}
