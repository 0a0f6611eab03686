import { getIn, useField, useFormikContext } from 'formik';
import type { ServiceOption } from 'shared/options';
import { Input } from 'shared/ui/antd/core';
import type { ServiceFormValues } from '../answers';
import { localiseMessage, useStorefrontT } from '../../../i18n/t';

export interface OtherTextInputProps {
  option: ServiceOption;
}

/** The free text of an option's 'Other' choice. */
export function OtherTextInput({ option }: OtherTextInputProps) {
  const t = useStorefrontT();
  const name = `others.${option.id}`;
  const [field, meta] = useField<string | undefined>(name);
  const { submitCount, errors } = useFormikContext<ServiceFormValues>();
  const rawError: unknown = getIn(errors, name);
  const error =
    typeof rawError === 'string' && (meta.touched || submitCount > 0)
      ? localiseMessage(rawError)
      : undefined;
  const errorId = `option-${option.id}-other-error`;
  return (
    <div className="sd-other">
      <Input
        {...field}
        value={field.value ?? ''}
        aria-label={t('serviceDetail.otherLabel', {
          option: option.label.value,
        })}
        placeholder={t('serviceDetail.pleaseSpecify')}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div id={errorId} className="sd-other__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
