import {
  createContext,
  createElement,
  useContext,
  useState,
  type ComponentType,
} from 'react';
import type { OptionsPreviewProps } from 'shared/contracts';
import type { ServiceDraft } from 'shared/contracts/serviceBuilder';
import type { ServiceOption } from 'shared/options';
import { Button } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';
import { useBuilderSide } from '../../../side';

/** The storefront's preview the shell lends the builder (ADR 0015); null from an older shell. */
export const OptionsPreviewContext =
  createContext<ComponentType<OptionsPreviewProps> | null>(null);

/**
 * The customer's form as the storefront will render it, from the unsaved draft: the storefront's own
 * fields, logic and validation rules. Loaded only when the user opens it.
 */
export function PreviewSection({ draft }: { draft: ServiceDraft }) {
  const Preview = useContext(OptionsPreviewContext);
  const side = useBuilderSide();
  const t = useBuilderT();
  const [isOpen, setOpen] = useState(false);
  return (
    <section className="sb-card" aria-labelledby="sb-preview-title">
      <div className="sb-card__head">
        <h2 id="sb-preview-title" className="sb-card__title">
          {t('preview.title')}
        </h2>
        <Button
          onClick={() => setOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls="sb-preview-body"
          disabled={!Preview}
        >
          {t(isOpen ? 'preview.hide' : 'preview.show')}
        </Button>
      </div>
      <div id="sb-preview-body">
        {!Preview && (
          <p className="sb-muted">
            {t(
              side === 'store'
                ? 'preview.unavailableStore'
                : 'preview.unavailable',
            )}
          </p>
        )}
        {Preview && isOpen && (
          <>
            <p className="sb-muted">{t('preview.intro')}</p>
            {/* the shell's slot: one stable component for the page's life */}
            {createElement(Preview, {
              name: draft.name || t('preview.newService'),
              price: /^\d+(\.\d{1,2})?$/.test(draft.price) ? draft.price : '0',
              options: draft.options as ServiceOption[],
            })}
          </>
        )}
      </div>
    </section>
  );
}
