import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import {
  Button,
  DeleteOutlined,
  Input,
  PlusOutlined,
  Select,
  Switch,
} from 'shared/ui/antd';
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
      <h3 id="sb-warranty-title">Warranty</h3>
      <EditorField
        id="sb-warranty-date-label"
        label="Purchase date label"
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
        label="External database"
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
        <ul className="sb-rows" aria-label="Warranty fields">
          {fields.map((field, i) => (
            // Fields carry no id; their position is who they are.
            <li key={i} className="sb-row">
              <Select
                aria-label={`Field ${i + 1} type`}
                value={field.type}
                onChange={(type: string) => setField(i, { type })}
                options={FIELD_TYPES.map((t) => ({ value: t, label: t }))}
                style={{ minWidth: 110 }}
              />
              <Input
                aria-label={`Field ${i + 1} label`}
                maxLength={100}
                value={field.label}
                onChange={(e) =>
                  setField(i, { label: e.target.value }, `${option.id}:wf${i}`)
                }
              />
              <Button
                type="text"
                danger
                aria-label={`Remove field ${i + 1}`}
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
        Add field
      </Button>
    </section>
  );
}
