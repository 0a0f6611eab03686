import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'shared/router';
import { useSWRConfig } from 'swr';
import type {
  BuilderContext,
  BuilderService,
  OptionDraft,
} from 'shared/contracts/serviceBuilder';
import {
  ArrowLeftOutlined,
  Button,
  Form,
  useAppFeedback,
} from 'shared/ui/antd';
import { deleteOptionValue } from 'shared/options';
import { MESSAGES } from 'shared/validation';
import { localiseMessage } from 'shared/i18n';
import { errorWords, useBuilderT } from '../../../i18n/t';
import { serviceBuilderPaths } from '../../../paths';
import type { ServiceHome } from '../../../side';
import { serviceBuilderKeys } from '../api';
import {
  addOption,
  moveOption,
  newOption,
  removeOption,
  rulesComparing,
  updateOption,
  type OptionTag,
} from '../draft';
import { PicturesSection } from '../images/PicturesSection';
import { usePanel } from '../usePanel';
import { useServiceEditor } from '../useServiceEditor';
import { AddOptionMenu } from './AddOptionMenu';
import { DetailsSection } from './DetailsSection';
import { EditorErrorsContext, useErrorStore } from './EditorField';
import { EditorHeader } from './EditorHeader';
import { LeaveGuard } from './LeaveGuard';
import { OptionList } from './OptionList';
import { OptionPanel } from './OptionPanel';
import { PreviewSection } from './PreviewSection';
import { SkuImportDialog } from './SkuImportDialog';
import { SaveAlerts } from './SaveAlerts';
import { useUndoShortcut } from '../useUndoShortcut';

/** Props of ServiceEditor. */
export interface ServiceEditorProps {
  service: BuilderService;
  context: BuilderContext;
  home: ServiceHome;
  basePath: string;
  reload: () => Promise<BuilderService | undefined>;
}

/** The service builder's editor: details, options and the selected option's panel. */
export function ServiceEditor({
  service,
  context,
  home,
  basePath,
  reload,
}: ServiceEditorProps) {
  const { message, modal } = useAppFeedback();
  const t = useBuilderT();
  const paths = serviceBuilderPaths[home.side];
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const editor = useServiceEditor({
    service,
    home,
    urlIntegration: context.is_url_integration_enabled,
    reload,
    onSaved: (saved) => {
      void mutate(serviceBuilderKeys.detail(home, saved.id), saved, {
        revalidate: false,
      });
      void message.success(t('editor.saved'));
    },
  });
  const { draft } = editor;
  const [isImportOpen, setImportOpen] = useState(false);
  const panel = usePanel((id) => draft.options.some((o) => o.id === id));
  const selectedIndex = draft.options.findIndex((o) => o.id === panel.optionId);
  const selected = draft.options[selectedIndex];
  const { errorPaths } = editor;
  const errorStore = useErrorStore(editor.errorAt);

  const editOption =
    (id: number) => (patch: Partial<OptionDraft>, key?: string) =>
      editor.edit((d) => updateOption(d, id, patch), key && `option:${key}`);
  const handleAdd = (tag: OptionTag) => {
    if (!panel.mayLeave()) return;
    const option = newOption(
      tag,
      editor.nextId(),
      t('options.newLabel', { kind: t(`options.kind.${tag}`) }),
    );
    editor.edit((d) => addOption(d, option));
    panel.open(option.id);
  };
  const handleDelete = (option: OptionDraft) => {
    const rules = rulesComparing(draft, option.id);
    modal.confirm({
      title: localiseMessage(MESSAGES.confirmDelete),
      content: t(rules > 0 ? 'editor.deleteWithRules' : 'editor.deleteOption', {
        name: option.label.value || t('editor.untitled'),
        count: rules,
      }),
      okText: t('editor.delete'),
      okButtonProps: { danger: true },
      cancelText: t('editor.cancel'),
      onOk: () => {
        editor.edit((d) => removeOption(d, option.id));
        if (panel.optionId === option.id) panel.replace(null);
      },
    });
  };
  // The list's callbacks keep one identity for the page's life (its rows are memoised) and call
  // the latest handlers.
  const latest = useRef({ panel, handleDelete, edit: editor.edit });
  useLayoutEffect(() => {
    latest.current = { panel, handleDelete, edit: editor.edit };
  });
  const onSelect = useCallback(
    (id: number) => latest.current.panel.select(id),
    [],
  );
  const onMove = useCallback(
    (from: number, to: number) =>
      latest.current.edit((d) => moveOption(d, from, to)),
    [],
  );
  const onDelete = useCallback(
    (option: OptionDraft) => latest.current.handleDelete(option),
    [],
  );
  const handleSave = async () => {
    const saved = await editor.save();
    if (saved && selectedIndex >= 0) {
      const same = [...saved.options].sort((a, b) => a.sequence - b.sequence)[
        selectedIndex
      ];
      panel.replace(same?.id ?? null);
    }
  };
  const handleDuplicate = async () => {
    try {
      const copy = await editor.duplicate();
      void message.success(t('leave.duplicated', { name: copy.name }));
      navigate(paths.service(basePath, copy.id));
    } catch (e) {
      void message.error(errorWords(e) ?? t('leave.duplicateFailed'));
    }
  };

  useUndoShortcut(editor.canUndo, editor.undo);

  return (
    <EditorErrorsContext.Provider value={errorStore}>
      <Form layout="vertical" component={false}>
        <div className="sb-page">
          <LeaveGuard isDirty={editor.isDirty} />
          {paths.list && (
            <Link className="sb-back" to={paths.list(basePath)}>
              <ArrowLeftOutlined aria-hidden="true" /> {t('editor.back')}
            </Link>
          )}
          <EditorHeader
            title={editor.service.name}
            isDirty={editor.isDirty}
            canUndo={editor.canUndo}
            problemCount={Object.keys(editor.errors).length}
            isSaving={editor.isSaving}
            onUndo={editor.undo}
            onDiscard={() => {
              editor.discard();
              panel.replace(null);
            }}
            onDuplicate={() => void handleDuplicate()}
            onSave={() => void handleSave()}
          />
          <SaveAlerts
            isStale={editor.isStale}
            problem={editor.problem}
            onReload={() => void editor.reloadService()}
            onRetry={() => void handleSave()}
          />
          <DetailsSection
            side={home.side}
            draft={draft}
            context={context}
            onChange={(patch, key) =>
              editor.edit((d) => ({ ...d, ...patch }), key)
            }
          />
          <PicturesSection
            name={draft.name}
            cover={draft.image}
            images={draft.images}
            edit={editor.edit}
            nextId={editor.nextId}
          />
          <div
            className="sb-workspace"
            data-panel={selected ? 'open' : 'closed'}
          >
            <section className="sb-card" aria-labelledby="sb-options-title">
              <div className="sb-card__head">
                <h2 id="sb-options-title" className="sb-card__title">
                  {t('editor.options')}
                </h2>
                <div className="sb-card__actions">
                  <Button onClick={() => setImportOpen(true)}>
                    {t('editor.importChoices')}
                  </Button>
                  <AddOptionMenu onAdd={handleAdd} />
                </div>
              </div>
              <OptionList
                options={draft.options}
                selectedId={selected ? selected.id : null}
                hasErrors={(i) =>
                  errorPaths.some(
                    (p) =>
                      p === `options.${i}` || p.startsWith(`options.${i}.`),
                  )
                }
                onSelect={onSelect}
                onMove={onMove}
                onDelete={onDelete}
              />
            </section>
            {selected && panel.mode !== 'closed' && (
              <OptionPanel
                key={selected.id}
                panel={panel}
                option={selected}
                index={selectedIndex}
                options={draft.options}
                urlIntegration={context.is_url_integration_enabled}
                onChange={editOption(selected.id)}
                onDeleteValue={(valueId) =>
                  editor.edit((d) => ({
                    ...d,
                    options: deleteOptionValue(d.options, selected.id, valueId),
                  }))
                }
                nextId={editor.nextId}
              />
            )}
          </div>
          <PreviewSection draft={draft} />
          <SkuImportDialog
            open={isImportOpen}
            onClose={() => setImportOpen(false)}
            home={home}
            service={editor.service}
            selected={selected ?? null}
            isDirty={editor.isDirty}
            onImported={editor.replace}
          />
        </div>
      </Form>
    </EditorErrorsContext.Provider>
  );
}
