import { useField, useFormikContext } from 'formik';
import { Form, Rate } from 'shared/ui/antd';
import { useStorefrontT, localiseMessage } from '../../../i18n/t';

export interface FormikRateProps {
  name: string;
  label: string;
}

const STARS = ['one', 'two', 'three', 'four', 'five'];

/** A 1-5 star antd Rate bound to a numeric Formik field (0 = not rated yet). */
export function FormikRate({ name, label }: FormikRateProps) {
  const t = useStorefrontT();
  const [field, meta, helpers] = useField<number>(name);
  const { submitCount } = useFormikContext();
  const error =
    (meta.touched || submitCount > 0) && meta.error
      ? localiseMessage(meta.error)
      : undefined;
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
          tooltips={STARS.map((n) => t(`myAccount.feedback.stars.${n}`))}
          onChange={(value) => {
            void helpers.setTouched(true, false);
            void helpers.setValue(value);
          }}
        />
      </div>
    </Form.Item>
  );
}
