import { useField, useFormikContext } from 'formik';
import { Form, Rate } from 'shared/ui/antd';

export interface FormikRateProps {
  name: string;
  label: string;
}

const LABELS = ['Terrible', 'Bad', 'Okay', 'Good', 'Excellent'];

/** A 1-5 star antd Rate bound to a numeric Formik field (0 = not rated yet). */
export function FormikRate({ name, label }: FormikRateProps) {
  const [field, meta, helpers] = useField<number>(name);
  const { submitCount } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  return (
    <Form.Item
      label={<span id={`${name}-label`}>{label}</span>}
      required
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={`${name}-error`}>{error}</span>}
    >
      <div role="radiogroup" aria-labelledby={`${name}-label`}>
        <Rate
          value={field.value}
          count={5}
          tooltips={LABELS}
          onChange={(value) => {
            void helpers.setTouched(true, false);
            void helpers.setValue(value);
          }}
        />
      </div>
    </Form.Item>
  );
}
