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

/**
 * A price kept in its own left-to-right run: money is formatted in a left-to-right locale (the
 * right-to-left pseudo-locale formats as US English), and in a right-to-left page an unisolated
 * "+$20.00" would show its sign at the far end ("$20.00+").
 */
export function PriceText({ price }: { price: string }) {
  return <bdi dir="ltr">{price}</bdi>;
}

/** A choice's name with its price isolated, as a dropdown shows it. */
function ChoiceLabel({
  choice,
}: {
  choice: { label: string; price: string | null };
}) {
  if (!choice.price) return <>{choice.label}</>;
  return (
    <>
      {choice.label} <PriceText price={choice.price} />
    </>
  );
}

/** A choice's text with its price ("White gold +$15.00"): its name, and what a search matches. */
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
  const choices = choicesOf(option);
  // The label stays text (antd names its options for assistive technology from it, and a search
  // matches it); the dropdown and the chosen value draw it with the price isolated.
  const drawn = (value: unknown) => {
    const choice = choices.find((c) => c.value === value);
    return choice ? <ChoiceLabel choice={choice} /> : null;
  };
  return (
    <>
      <Select
        id={id}
        value={field.value}
        options={choices.map((choice) => ({
          value: choice.value,
          label: choiceText(choice),
        }))}
        optionRender={(item) => drawn(item.value)}
        labelRender={(item) => drawn(item.value) ?? item.label}
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
