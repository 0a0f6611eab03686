import { getIn, useFormikContext } from 'formik';
import type { ComponentType } from 'react';
import type { ServiceOption } from 'shared/options';
import { Form } from 'shared/ui/antd/core';
import type { ServiceFormValues } from '../answers';
import { ChoiceListInput } from './ChoiceListInput';
import { FieldsOptionInput } from './FieldsOptionInput';
import { ImageOptionInput } from './ImageOptionInput';
import { InfoTip } from './InfoTip';
import { SelectOptionInput } from './SelectOptionInput';
import { TextOptionInput } from './TextOptionInput';
import { TruncatedText } from './TruncatedText';
import { localiseMessage } from '../../../i18n/t';

/** What every option kind's input gets from the field frame. */
export interface OptionInputProps {
  option: ServiceOption;
  /** id of the input (or the group), the target of the label */
  id: string;
  /** id of the label, for groups */
  labelId: string;
  /** ids of the error and the instructions */
  describedBy?: string;
  isInvalid: boolean;
}

const INPUTS: Record<string, ComponentType<OptionInputProps>> = {
  st: TextOptionInput,
  lt: TextOptionInput,
  n: TextOptionInput,
  d: SelectOptionInput,
  md: SelectOptionInput,
  rb: ChoiceListInput,
  cb: ChoiceListInput,
  sst: ChoiceListInput,
  ssi: ChoiceListInput,
  i: ImageOptionInput,
  nba: FieldsOptionInput,
  insurance: FieldsOptionInput,
  warranty: FieldsOptionInput,
};

export interface OptionFieldProps {
  option: ServiceOption;
}

/** One option: label with its required mark and info tooltip, instructions, image, input and error. */
export function OptionField({ option }: OptionFieldProps) {
  const { errors, touched, submitCount } =
    useFormikContext<ServiceFormValues>();
  const Input = INPUTS[option.tag];
  if (!Input) return null;
  const path = `answers.${option.id}`;
  const rawError: unknown = getIn(errors, path);
  const error =
    typeof rawError === 'string' && (getIn(touched, path) || submitCount > 0)
      ? localiseMessage(rawError)
      : undefined;
  const id = `option-${option.id}`;
  const ids = {
    error: `${id}-error`,
    help: `${id}-help`,
    label: `${id}-label`,
  };
  const describedBy =
    [error && ids.error, option.instructions && ids.help]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Form.Item
      label={
        <>
          <span id={ids.label}>
            <TruncatedText text={option.label.value} />
          </span>
          {option.infoTooltip && (
            <InfoTip id={`${id}-tip`} text={option.infoTooltip} />
          )}
        </>
      }
      htmlFor={id}
      required={option.is_required}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={ids.error}>{error}</span>}
      extra={
        option.instructions && (
          <span id={ids.help}>
            <TruncatedText text={option.instructions} />
          </span>
        )
      }
    >
      {option.image && (
        <img
          className="sd-option__image"
          src={option.image}
          alt={option.label.value}
        />
      )}
      <Input
        option={option}
        id={id}
        labelId={ids.label}
        describedBy={describedBy}
        isInvalid={Boolean(error)}
      />
    </Form.Item>
  );
}
