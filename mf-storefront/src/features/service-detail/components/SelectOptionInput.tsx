import { useField } from 'formik';
import type { ServiceOption } from 'shared/options';
import { Select } from 'shared/ui/antd';
import { OTHER } from '../answers';
import type { OptionInputProps } from './OptionField';
import { OtherTextInput } from './OtherTextInput';

/** The choices of an option, plus 'Other' when the option allows it. */
export function choicesOf(option: ServiceOption) {
  const choices = option.values.map((v) => ({
    value: String(v.id),
    label: v.name,
    image: v.image,
  }));
  return option.otherOption
    ? [...choices, { value: OTHER, label: 'Other', image: null }]
    : choices;
}

/** d dropdown and md mass dropdown (searchable). */
export function SelectOptionInput({
  option,
  id,
  describedBy,
  isInvalid,
}: OptionInputProps) {
  const [field, , helpers] = useField<string | undefined>(
    `answers.${option.id}`,
  );
  const isSearchable = option.tag === 'md';
  return (
    <>
      <Select
        id={id}
        value={field.value}
        options={choicesOf(option).map(({ value, label }) => ({
          value,
          label,
        }))}
        onChange={(value: string) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        placeholder={isSearchable ? 'Search or select' : 'Select'}
        showSearch={isSearchable ? { optionFilterProp: 'label' } : false}
        allowClear={!option.is_required}
        status={isInvalid ? 'error' : undefined}
        aria-invalid={isInvalid}
        aria-required={option.is_required || undefined}
        aria-describedby={describedBy}
        style={{ width: '100%' }}
      />
      {field.value === OTHER && <OtherTextInput option={option} />}
    </>
  );
}
