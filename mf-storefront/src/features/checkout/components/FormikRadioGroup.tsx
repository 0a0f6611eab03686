import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Radio, Space } from 'shared/ui/antd/core';

export interface RadioChoice {
  value: string;
  label: ReactNode;
}

export interface FormikRadioGroupProps {
  name: string;
  label: string;
  choices: RadioChoice[];
}

/** A labelled radio group bound to a Formik string field; its error shows once touched or submitted. */
export function FormikRadioGroup({
  name,
  label,
  choices,
}: FormikRadioGroupProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const labelId = `${name}-label`;
  const errorId = `${name}-error`;
  return (
    <div className="co-field">
      <div id={labelId} className="co-field__label">
        {label}
      </div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={Boolean(error)}
      >
        <Radio.Group
          name={name}
          value={field.value}
          onChange={(e) => {
            void helpers.setTouched(true, false);
            void helpers.setValue(String(e.target.value));
          }}
        >
          <Space orientation="vertical">
            {choices.map((choice) => (
              <Radio key={choice.value} value={choice.value}>
                {choice.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
      {error && (
        <div id={errorId} className="co-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
