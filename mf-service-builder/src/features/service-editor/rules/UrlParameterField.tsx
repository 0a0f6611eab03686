import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import {
  DRAFT_MESSAGES,
  URL_PARAMETER_TAGS,
  validateServiceDraft,
} from 'shared/options';
import { Button, DeleteOutlined, useAppFeedback } from 'shared/ui/antd';
import { localiseMessage } from 'shared/i18n';
import { MESSAGES } from 'shared/validation';
import { useBuilderT } from '../../../i18n/t';
import { EditorField } from './EditorField';
import './editor.css';

/** Props of UrlParameterField. */
export interface UrlParameterFieldProps {
  option: OptionDraft;
  options: OptionDraft[];
  /** the store's URL integration setting */
  urlIntegration: boolean;
  onChange: (value: string | null) => void;
}

/** The message the parameter earns: in use by another option, else the document check's. */
function parameterError(
  option: OptionDraft,
  options: OptionDraft[],
  name: string,
): string | null {
  const key = name.trim().toLowerCase();
  if (!key) return null;
  const taken = options.some(
    (o) =>
      o.id !== option.id &&
      o.allowed_url_parameter?.trim().toLowerCase() === key,
  );
  if (taken) return DRAFT_MESSAGES.parameterInUse;
  const found = validateServiceDraft(
    { name: 'parameter', price: '0', options: [option] },
    { urlIntegration: true },
  );
  return found['options.0.allowed_url_parameter'] ?? null;
}

/** The URL parameter an option is filled from (URL integration on; short/long text, number). */
export function UrlParameterField({
  option,
  options,
  urlIntegration,
  onChange,
}: UrlParameterFieldProps) {
  const { modal } = useAppFeedback();
  const t = useBuilderT();
  const value = option.allowed_url_parameter ?? '';
  const applicable = urlIntegration && URL_PARAMETER_TAGS.includes(option.tag);
  const handleDelete = () =>
    modal.confirm({
      title: localiseMessage(MESSAGES.confirmDeleteParameter),
      okText: t('rules.delete'),
      okButtonProps: { danger: true },
      cancelText: t('rules.cancel'),
      onOk: () => onChange(null),
    });
  const remove = value ? (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden="true" />}
      aria-label={t('rules.deleteUrlParameter')}
      onClick={handleDelete}
    />
  ) : null;
  if (!applicable) {
    return (
      <div className="sbe-switch">
        <p className="sbe-note">
          {localiseMessage(
            urlIntegration
              ? DRAFT_MESSAGES.urlParameterKind
              : DRAFT_MESSAGES.urlIntegrationOff,
          )}
        </p>
        {remove}
      </div>
    );
  }
  return (
    <EditorField
      label={t('rules.urlParameter')}
      error={parameterError(option, options, value)}
      hint={t('rules.urlHint')}
    >
      {(control) => (
        <div className="sbe-switch">
          <input
            {...control}
            className="sbe-input"
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            value={value}
            onChange={(e) =>
              onChange(e.target.value.trim() ? e.target.value : null)
            }
          />
          {remove}
        </div>
      )}
    </EditorField>
  );
}
