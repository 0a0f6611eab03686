import { Field, getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useValidationMessage } from 'shared/i18n';

/** One radio or checkbox of a {@link ChoiceField}. */
export interface Choice {
  value: string;
  label: ReactNode;
}

/** Props of {@link ChoiceField}. */
export interface ChoiceFieldProps {
  name: string;
  legend: string;
  type: 'radio' | 'checkbox';
  choices: Choice[];
}

/**
 * A fieldset of radios or checkboxes bound to a Formik field, its error announced once submitted
 * in the page's language.
 */
export function ChoiceField({ name, legend, type, choices }: ChoiceFieldProps) {
  const { errors, submitCount } = useFormikContext();
  const error = getIn(errors, name) as string | undefined;
  const shown = useValidationMessage(
    submitCount > 0 && typeof error === 'string' ? error : undefined,
  );
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="onboarding__choices"
      aria-describedby={shown ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="onboarding__choice">
          <Field type={type} name={name} value={choice.value} />
          <span>{choice.label}</span>
        </label>
      ))}
      {shown && (
        <p id={errorId} className="onboarding__error" role="alert">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
