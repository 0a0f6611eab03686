import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import {
  Button,
  DeleteOutlined,
  Input,
  PlusOutlined,
  Select,
  Switch,
} from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';
import { EditorField } from './EditorField';

type Meta = NonNullable<OptionDraft['meta_data']>;
const FIELD_TYPES = ['number', 'text', 'date'] as const;

/** Props of WarrantyFields. */
export interface WarrantyFieldsProps {
  option: OptionDraft;
  at: string;
  onChange: (meta: Meta, key?: string) => void;
}

/** A warranty option's data: the purchase date's label, the external database and its fields. */
export function WarrantyFields({ option, at, onChange }: WarrantyFieldsProps) {
  const t = useBuilderT();
  const meta: Meta = option.meta_data ?? {};
  const fields = meta.fields ?? [];
  const setField = (
    i: number,
    patch: Partial<(typeof fields)[number]>,
    key?: string,
  ) =>
    onChange(
      {
        ...meta,
        fields: fields.map((f, j) => (j === i ? { ...f, ...patch } : f)),
      },
      key,
    );
  return (
    <section className="sb-subsection" aria-labelledby="sb-warranty-title">
      <h3 id="sb-warranty-title">{t('panel.warranty')}</h3>
      <EditorField
        id="sb-warranty-date-label"
        label={t('panel.purchaseDateLabel')}
        path={`${at}.meta_data.warranty_date_label`}
      >
        {(a11y) => (
          <Input
            {...a11y}
            maxLength={100}
            value={meta.warranty_date_label ?? ''}
            onChange={(e) =>
              onChange(
                { ...meta, warranty_date_label: e.target.value },
                `${option.id}:wdl`,
              )
            }
          />
        )}
      </EditorField>
      <EditorField
        id="sb-warranty-external"
        label={t('panel.externalDatabase')}
        path={`${at}.meta_data.is_external_database`}
      >
        {(a11y) => (
          <Switch
            {...a11y}
            checked={meta.is_external_database ?? false}
            onChange={(checked) =>
              onChange({ ...meta, is_external_database: checked })
            }
          />
        )}
      </EditorField>
      {fields.length > 0 && (
        <ul className="sb-rows" aria-label={t('panel.warrantyFields')}>
          {fields.map((field, i) => (
            // Fields carry no id; their position is who they are.
            <li key={i} className="sb-row">
              <Select
                aria-label={t('panel.fieldType', { n: i + 1 })}
                value={field.type}
                onChange={(type: string) => setField(i, { type })}
                options={FIELD_TYPES.map((type) => ({
                  value: type,
                  label: t(`panel.fieldTypes.${type}`),
                }))}
                style={{ minWidth: 110 }}
              />
              <Input
                aria-label={t('panel.fieldLabel', { n: i + 1 })}
                maxLength={100}
                value={field.label}
                onChange={(e) =>
                  setField(i, { label: e.target.value }, `${option.id}:wf${i}`)
                }
              />
              <Button
                type="text"
                danger
                aria-label={t('panel.removeField', { n: i + 1 })}
                icon={<DeleteOutlined aria-hidden="true" />}
                onClick={() =>
                  onChange({
                    ...meta,
                    fields: fields.filter((_, j) => j !== i),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        icon={<PlusOutlined aria-hidden="true" />}
        disabled={fields.length >= 20}
        onClick={() =>
          onChange({
            ...meta,
            fields: [...fields, { type: 'text', label: '' }],
          })
        }
      >
        {t('panel.addField')}
      </Button>
    </section>
  );
}
