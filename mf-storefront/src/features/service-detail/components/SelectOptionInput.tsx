import { useField } from 'formik';
import type { ServiceOption } from 'shared/options';
import { Select } from 'shared/ui/antd/core';
import { NamedPopup } from '../../../ui/NamedPopup';
import { OTHER } from '../answers';
import { choicePrice } from '../formatters';
import type { OptionInputProps } from './OptionField';
import { OtherTextInput } from './OtherTextInput';
import { useStorefrontT, st } from '../../../i18n/t';

/** The choices of an option (with the price a priced choice adds), plus 'Other' when allowed. */
export function choicesOf(option: ServiceOption) {
  const choices = option.values.map((v) => ({
    value: String(v.id),
    label: v.name,
    image: v.image,
    price: choicePrice(option, v),
  }));
  return option.otherOption
    ? [
        ...choices,
        {
          value: OTHER,
          label: st('serviceDetail.other'),
          image: null,
          price: null,
        },
      ]
    : choices;
}

/** A choice's text with its price ("White gold +$15.00"). */
export const choiceText = (choice: { label: string; price: string | null }) =>
  choice.price ? `${choice.label} ${choice.price}` : choice.label;

/** d dropdown and md mass dropdown (searchable). */
export function SelectOptionInput({
  option,
  id,
  labelId,
  describedBy,
  isInvalid,
}: OptionInputProps) {
  const t = useStorefrontT();
  const [field, , helpers] = useField<string | undefined>(
    `answers.${option.id}`,
  );
  const isSearchable = option.tag === 'md';
  return (
    <>
      <Select
        id={id}
        value={field.value}
        options={choicesOf(option).map((choice) => ({
          value: choice.value,
          label: choiceText(choice),
        }))}
        onChange={(value: string) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        placeholder={
          isSearchable
            ? t('serviceDetail.searchOrSelect')
            : t('serviceDetail.select')
        }
        showSearch={isSearchable ? { optionFilterProp: 'label' } : false}
        allowClear={!option.is_required}
        status={isInvalid ? 'error' : undefined}
        aria-invalid={isInvalid}
        aria-required={option.is_required || undefined}
        aria-describedby={describedBy}
        aria-labelledby={labelId}
        popupRender={(menu) => (
          <NamedPopup selectId={id} labelId={labelId}>
            {menu}
          </NamedPopup>
        )}
        style={{ width: '100%' }}
      />
      {field.value === OTHER && <OtherTextInput option={option} />}
    </>
  );
}
