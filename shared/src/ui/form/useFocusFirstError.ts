import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

const escape = (name: string) =>
  typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(name) : name;

/** The first field of the form (in page order) that shows an error, or that names one of `errors`. */
export function firstInvalidField(
  form: HTMLElement,
  names: string[],
): HTMLElement | null {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (marked) return marked;
  if (names.length === 0) return null;
  const selector = names
    .map((name) => `[name="${escape(name)}"], [id="${escape(name)}"]`)
    .join(', ');
  return form.querySelector<HTMLElement>(selector);
}

/**
 * After each failed submit (the schema's errors, or the api's field errors sent back with
 * `setErrors`), moves focus to the first invalid field of the form, so that its error is read.
 */
export function useFocusFirstError(formRef: RefObject<HTMLElement | null>) {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const names = Object.keys(errors);
    const form = formRef.current;
    if (!form || names.length === 0) return;
    firstInvalidField(form, names)?.focus();
  }, [submitCount, isSubmitting, errors, formRef]);
}
