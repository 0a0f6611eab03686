import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import {
  Button,
  DeleteOutlined,
  Input,
  PlusOutlined,
  Switch,
  useAppFeedback,
} from 'shared/ui/antd';
import { localiseMessage } from 'shared/i18n';
import { MESSAGES } from 'shared/validation';
import { useBuilderT } from '../../../i18n/t';

type Parameter = OptionDraft['parameters'][number];
const MAX_PARAMETERS = 20;

/** Props of ParametersEditor. */
export interface ParametersEditorProps {
  option: OptionDraft;
  onChange: (parameters: Parameter[], key?: string) => void;
}

/** The option's parameters: each a name, an active toggle and a value. */
export function ParametersEditor({ option, onChange }: ParametersEditorProps) {
  const { modal } = useAppFeedback();
  const t = useBuilderT();
  const { parameters } = option;
  const change = (i: number, patch: Partial<Parameter>, key?: string) =>
    onChange(
      parameters.map((p, j) => (j === i ? { ...p, ...patch } : p)),
      key,
    );
  const remove = (i: number) =>
    modal.confirm({
      title: localiseMessage(MESSAGES.confirmDeleteParameter),
      okText: t('panel.delete'),
      okButtonProps: { danger: true },
      cancelText: t('panel.cancel'),
      onOk: () => onChange(parameters.filter((_, j) => j !== i)),
    });
  return (
    <section className="sb-subsection" aria-labelledby="sb-parameters-title">
      <h3 id="sb-parameters-title">{t('panel.parameters')}</h3>
      {parameters.length === 0 ? (
        <p className="sb-muted">{t('panel.noParameters')}</p>
      ) : (
        <ul className="sb-rows" aria-label={t('panel.parameters')}>
          {parameters.map((parameter, i) => {
            const n = i + 1;
            return (
              // Parameters carry no id; their position is who they are.
              <li key={i} className="sb-row">
                <Input
                  aria-label={t('panel.parameterName', { n })}
                  maxLength={60}
                  value={parameter.name}
                  onChange={(e) =>
                    change(i, { name: e.target.value }, `${option.id}:p${i}n`)
                  }
                />
                <Input
                  aria-label={t('panel.parameterValue', { n })}
                  maxLength={255}
                  value={parameter.value}
                  onChange={(e) =>
                    change(i, { value: e.target.value }, `${option.id}:p${i}v`)
                  }
                />
                <Switch
                  aria-label={t('panel.parameterActive', { n })}
                  checked={parameter.active}
                  onChange={(checked) => change(i, { active: checked })}
                />
                <Button
                  type="text"
                  danger
                  aria-label={t('panel.deleteParameter', { n })}
                  icon={<DeleteOutlined aria-hidden="true" />}
                  onClick={() => remove(i)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Button
        icon={<PlusOutlined aria-hidden="true" />}
        disabled={parameters.length >= MAX_PARAMETERS}
        onClick={() =>
          onChange([...parameters, { name: '', active: true, value: '' }])
        }
      >
        {t('panel.addParameter')}
      </Button>
    </section>
  );
}
