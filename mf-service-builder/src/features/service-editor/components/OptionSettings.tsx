import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { CHOICE_TAGS, TOOLTIP_THRESHOLD, VALIDATED_TAGS } from 'shared/options';
import { Input, Switch } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';
import { ImageUploadField } from '../images/ImageUploadField';
import { UrlParameterField } from '../rules/UrlParameterField';
import { ValidationRulesEditor } from '../rules/ValidationRulesEditor';
import { EditorField } from './EditorField';
import { OffSettingNotice } from './OffSettingNotice';
import { ParametersEditor } from './ParametersEditor';
import { ValuesEditor } from './ValuesEditor';
import { WarrantyFields } from './WarrantyFields';

/** Props of OptionSettings. */
export interface OptionSettingsProps {
  option: OptionDraft;
  index: number;
  options: OptionDraft[];
  urlIntegration: boolean;
  onChange: (patch: Partial<OptionDraft>, key?: string) => void;
  /** deletes a choice and the other options' rules that name it */
  onDeleteValue: (valueId: number) => void;
  nextId: () => number;
}

type Flag = 'is_required' | 'is_option_cost' | 'is_metal_type' | 'otherOption';
const FLAGS: { key: Flag; label: string }[] = [
  { key: 'is_required', label: 'panel.isRequired' },
  { key: 'is_option_cost', label: 'panel.optionCost' },
  { key: 'is_metal_type', label: 'panel.metalType' },
  { key: 'otherOption', label: 'panel.otherOption' },
];

const orNull = (text: string) => (text === '' ? null : text);

/** An option's settings: label, flags, texts, image, parameters, and what its kind adds. */
export function OptionSettings({
  option,
  index,
  options,
  urlIntegration,
  onChange,
  onDeleteValue,
  nextId,
}: OptionSettingsProps) {
  const t = useBuilderT();
  const at = `options.${index}`;
  const id = (name: string) => `sb-option-${name}`;
  const key = (name: string) => `${option.id}:${name}`;
  const tooltipLength = (option.infoTooltip ?? '').length;
  return (
    <div className="sb-settings">
      <EditorField
        id={id('label')}
        label={t('panel.label')}
        path={`${at}.label.value`}
        required
      >
        {(a11y) => (
          <Input
            {...a11y}
            aria-required
            maxLength={255}
            value={option.label.value}
            onChange={(e) =>
              onChange({ label: { value: e.target.value } }, key('label'))
            }
          />
        )}
      </EditorField>
      <div className="sb-flags">
        {FLAGS.map((flag) => (
          <EditorField
            key={flag.key}
            id={id(flag.key)}
            label={t(flag.label)}
            path={`${at}.${flag.key}`}
          >
            {(a11y) => (
              <Switch
                {...a11y}
                checked={option[flag.key]}
                onChange={(checked) => onChange({ [flag.key]: checked })}
              />
            )}
          </EditorField>
        ))}
      </div>
      <EditorField
        id={id('instructions')}
        label={t('panel.instructions')}
        path={`${at}.instructions`}
      >
        {(a11y) => (
          <Input.TextArea
            {...a11y}
            rows={2}
            maxLength={2000}
            value={option.instructions ?? ''}
            onChange={(e) =>
              onChange(
                { instructions: orNull(e.target.value) },
                key('instructions'),
              )
            }
          />
        )}
      </EditorField>
      <EditorField
        id={id('tooltip')}
        label={t('panel.tooltip')}
        path={`${at}.infoTooltip`}
        extra={t('panel.tooltipHint', {
          threshold: TOOLTIP_THRESHOLD,
          length: tooltipLength,
        })}
      >
        {(a11y) => (
          <Input.TextArea
            {...a11y}
            rows={2}
            maxLength={1000}
            value={option.infoTooltip ?? ''}
            onChange={(e) =>
              onChange({ infoTooltip: orNull(e.target.value) }, key('tooltip'))
            }
          />
        )}
      </EditorField>
      <ImageUploadField
        id={id('image')}
        legend={t('panel.picture')}
        target={t('panel.thisOption')}
        alt={option.label.value.trim() || t('panel.thisOptionAlt')}
        path={`${at}.image`}
        value={option.image}
        hasAddressInput
        onChange={(image, change) =>
          onChange({ image }, change && key(`image:${change}`))
        }
      />
      {CHOICE_TAGS.includes(option.tag) &&
        !option.is_option_cost &&
        option.values.some((value) => Number(value.cost) > 0) && (
          <OffSettingNotice
            what={t('panel.choiceCosts')}
            setting={t('panel.optionCost')}
            onTurnOn={() => onChange({ is_option_cost: true })}
          />
        )}
      {CHOICE_TAGS.includes(option.tag) && (
        <ValuesEditor
          values={option.values}
          tag={option.tag}
          at={at}
          onChange={(values, change) => onChange({ values }, change)}
          onDelete={onDeleteValue}
          nextId={nextId}
        />
      )}
      {option.tag === 'warranty' && (
        <WarrantyFields
          option={option}
          at={at}
          onChange={(meta_data, change) => onChange({ meta_data }, change)}
        />
      )}
      {VALIDATED_TAGS.includes(option.tag) && (
        <ValidationRulesEditor
          option={option}
          onChange={(meta) =>
            onChange({ advance_option_meta_data: meta }, key('rules'))
          }
        />
      )}
      <UrlParameterField
        option={option}
        options={options}
        urlIntegration={urlIntegration}
        onChange={(value) =>
          onChange({ allowed_url_parameter: value }, key('url'))
        }
      />
      <ParametersEditor
        option={option}
        onChange={(parameters, change) => onChange({ parameters }, change)}
      />
    </div>
  );
}
