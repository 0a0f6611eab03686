import { useField } from 'formik';
import { Checkbox, Radio } from 'shared/ui/antd/core';
import { OTHER, yesNoOf } from '../answers';
import { choicePrice } from '../formatters';
import type { OptionInputProps } from './OptionField';
import { OtherTextInput } from './OtherTextInput';
import { choicesOf, PriceText } from './SelectOptionInput';
import { TruncatedText } from './TruncatedText';
import { useStorefrontT } from '../../../i18n/t';

/** rb multiselect (checkbox group), sst single select (radio), cb yes/no and ssi image tiles. */
export function ChoiceListInput({
  option,
  id,
  labelId,
  describedBy,
  isInvalid,
}: OptionInputProps) {
  const t = useStorefrontT();
  const [field, , helpers] = useField<string | string[] | boolean | undefined>(
    `answers.${option.id}`,
  );
  const aria = {
    id,
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid,
    'aria-required': option.is_required || undefined,
  };
  const touch = () => void helpers.setTouched(true);
  if (option.tag === 'cb') {
    const yes = yesNoOf(option).yes;
    const price = yes ? choicePrice(option, yes) : null;
    return (
      <Checkbox
        {...aria}
        aria-labelledby={undefined}
        checked={field.value === true}
        onChange={(e) => void helpers.setValue(e.target.checked)}
        onBlur={touch}
      >
        {t('serviceDetail.yes')}
        {price && <ChoicePrice price={price} />}
      </Checkbox>
    );
  }
  const choices = choicesOf(option);
  const isTiles = option.tag === 'ssi';
  const labelOf = (choice: (typeof choices)[number]) =>
    isTiles ? (
      <span className="sd-tile">
        {choice.image ? (
          <img className="sd-tile__image" src={choice.image} alt="" />
        ) : (
          <span className="sd-tile__image sd-tile__image--empty" aria-hidden>
            {choice.label.charAt(0)}
          </span>
        )}
        <TruncatedText text={choice.label} />
        {choice.price && <ChoicePrice price={choice.price} />}
      </span>
    ) : (
      <>
        <TruncatedText text={choice.label} />
        {choice.price && <ChoicePrice price={choice.price} />}
      </>
    );
  if (option.tag === 'rb') {
    const value = Array.isArray(field.value) ? field.value : [];
    return (
      <>
        <Checkbox.Group
          {...aria}
          value={value}
          onChange={(next) => {
            void helpers.setValue(next.map(String));
            touch();
          }}
          options={choices.map((c) => ({ value: c.value, label: labelOf(c) }))}
        />
        {value.includes(OTHER) && <OtherTextInput option={option} />}
      </>
    );
  }
  const value = typeof field.value === 'string' ? field.value : undefined;
  return (
    <>
      <Radio.Group
        {...aria}
        className={isTiles ? 'sd-tiles' : undefined}
        value={value}
        onChange={(e) => void helpers.setValue(String(e.target.value))}
        onBlur={touch}
        options={choices.map((c) => ({ value: c.value, label: labelOf(c) }))}
      />
      {value === OTHER && <OtherTextInput option={option} />}
    </>
  );
}

/** The price a choice adds, after its name ("White gold +$15.00"). */
function ChoicePrice({ price }: { price: string }) {
  return (
    <span className="sd-choice__price">
      {' '}
      <PriceText price={price} />
    </span>
  );
}
