import type {
  BuilderContext,
  ServiceDraft,
} from 'shared/contracts/serviceBuilder';
import { Input, Select, Switch } from 'shared/ui/antd';
import { isMoneyInput } from 'shared/validation';
import { useBuilderT } from '../../../i18n/t';
import type { BuilderSide } from '../../../side';
import { EditorField } from './EditorField';

/** Props of DetailsSection. */
export interface DetailsSectionProps {
  /** a vendor's service has no category (categories are a store's) */
  side: BuilderSide;
  draft: ServiceDraft;
  context: BuilderContext;
  onChange: (patch: Partial<ServiceDraft>, key: string) => void;
}

const orNull = (text: string) => (text.trim() ? text : null);

/** What the Active switch changes, by side, in the page's language. */
export function ActiveHint({ side }: { side: BuilderSide }) {
  const t = useBuilderT();
  return (
    <>
      {t(
        side === 'store'
          ? 'newService.activeHintStore'
          : 'newService.activeHintVendor',
      )}
    </>
  );
}

/** The service's own fields: name, description, price, category, tags, active. */
export function DetailsSection({
  side,
  draft,
  context,
  onChange,
}: DetailsSectionProps) {
  const t = useBuilderT();
  return (
    <section className="sb-card" aria-labelledby="sb-details-title">
      <h2 id="sb-details-title" className="sb-card__title">
        {t('editor.details')}
      </h2>
      <div className="sb-grid">
        <EditorField
          id="sb-name"
          label={t('newService.name')}
          path="name"
          required
        >
          {(a11y) => (
            <Input
              {...a11y}
              aria-required
              maxLength={120}
              value={draft.name}
              onChange={(e) => onChange({ name: e.target.value }, 'name')}
            />
          )}
        </EditorField>
        <EditorField
          id="sb-price"
          label={t('newService.price')}
          path="price"
          required
        >
          {(a11y) => (
            <Input
              {...a11y}
              aria-required
              prefix="$"
              inputMode="decimal"
              value={draft.price}
              onChange={(e) => {
                if (isMoneyInput(e.target.value, 13))
                  onChange({ price: e.target.value }, 'price');
              }}
            />
          )}
        </EditorField>
      </div>
      <EditorField
        id="sb-description"
        label={t('newService.description')}
        path="description"
      >
        {(a11y) => (
          <Input.TextArea
            {...a11y}
            rows={3}
            maxLength={5000}
            value={draft.description}
            onChange={(e) =>
              onChange({ description: e.target.value }, 'description')
            }
          />
        )}
      </EditorField>
      <div className="sb-grid">
        {side === 'store' && (
          <EditorField
            id="sb-category"
            label={t('newService.category')}
            path="category_id"
          >
            {(a11y) => (
              <Select
                {...a11y}
                allowClear
                placeholder={t('newService.noCategory')}
                value={draft.category_id ?? undefined}
                onChange={(value?: number) =>
                  onChange({ category_id: value ?? null }, 'category_id')
                }
                options={context.categories.map((c) => ({
                  value: c.id,
                  label: c.name,
                }))}
              />
            )}
          </EditorField>
        )}
        <TagField
          id="sb-item-tag"
          label={t('editor.itemTag')}
          path="item_tag"
          value={draft.item_tag}
          suggestions={context.item_tags}
          onChange={(value) =>
            onChange({ item_tag: orNull(value) }, 'item_tag')
          }
        />
        <TagField
          id="sb-top-level-tag"
          label={t('editor.topLevelTag')}
          path="top_level_tag"
          value={draft.top_level_tag}
          suggestions={context.top_level_tags}
          onChange={(value) =>
            onChange({ top_level_tag: orNull(value) }, 'top_level_tag')
          }
        />
      </div>
      <EditorField
        id="sb-active"
        label={t('newService.active')}
        path="is_active"
        extra={<ActiveHint side={side} />}
      >
        {(a11y) => (
          <Switch
            {...a11y}
            checked={draft.is_active}
            onChange={(checked) => onChange({ is_active: checked }, 'active')}
          />
        )}
      </EditorField>
    </section>
  );
}

interface TagFieldProps {
  id: string;
  label: string;
  path: string;
  value: string | null;
  suggestions: string[];
  onChange: (value: string) => void;
}

// TODO(12): antd's AutoComplete once shared/ui/antd exports it; a native list offers the same
// suggestions to every input method meanwhile.
function TagField({
  id,
  label,
  path,
  value,
  suggestions,
  onChange,
}: TagFieldProps) {
  return (
    <EditorField id={id} label={label} path={path}>
      {(a11y) => (
        <>
          <Input
            {...a11y}
            list={`${id}-list`}
            maxLength={100}
            autoComplete="off"
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value)}
          />
          <datalist id={`${id}-list`}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </>
      )}
    </EditorField>
  );
}
