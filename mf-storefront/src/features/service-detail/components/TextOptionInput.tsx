import { useField } from 'formik';
import { Input } from 'shared/ui/antd/core';
import type { OptionInputProps } from './OptionField';

/** st short text, lt long text and n number. */
export function TextOptionInput({
  option,
  id,
  labelId,
  describedBy,
  isInvalid,
}: OptionInputProps) {
  const [field] = useField<string | undefined>(`answers.${option.id}`);
  const props = {
    ...field,
    value: field.value ?? '',
    id,
    'aria-labelledby': labelId,
    status: isInvalid ? ('error' as const) : undefined,
    'aria-invalid': isInvalid,
    'aria-required': option.is_required || undefined,
    'aria-describedby': describedBy,
  };
  if (option.tag === 'lt') return <Input.TextArea {...props} rows={4} />;
  if (option.tag === 'n')
    return <Input {...props} type="number" inputMode="decimal" min={0} />;
  return <Input {...props} />;
}
