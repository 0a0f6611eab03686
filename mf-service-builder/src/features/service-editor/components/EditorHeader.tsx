import {
  Button,
  CopyOutlined,
  Flex,
  Tag,
  useAppFeedback,
} from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';

/** Props of EditorHeader. */
export interface EditorHeaderProps {
  title: string;
  isDirty: boolean;
  canUndo: boolean;
  /** how many messages keep Save disabled */
  problemCount: number;
  isSaving: boolean;
  onUndo: () => void;
  onDiscard: () => void;
  onDuplicate: () => void;
  onSave: () => void;
}

/** The page header: the service's name, "Unsaved changes", and Undo, Discard, Duplicate, Save. */
export function EditorHeader({
  title,
  isDirty,
  canUndo,
  problemCount,
  isSaving,
  onUndo,
  onDiscard,
  onDuplicate,
  onSave,
}: EditorHeaderProps) {
  const { modal } = useAppFeedback();
  const t = useBuilderT();
  const confirmDiscard = () =>
    modal.confirm({
      title: t('editor.discardTitle'),
      content: t('editor.discardContent'),
      okText: t('editor.discardOk'),
      okButtonProps: { danger: true },
      cancelText: t('editor.keepEditing'),
      onOk: onDiscard,
    });
  return (
    <header className="sb-header">
      <Flex align="center" gap={8} wrap>
        <h1 className="sb-page__title">{title}</h1>
        {isDirty && <Tag color="warning">{t('editor.unsaved')}</Tag>}
      </Flex>
      <Flex gap={8} wrap className="sb-header__actions">
        <Button
          disabled={!canUndo}
          onClick={onUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          title={t('editor.undoTitle')}
        >
          {t('editor.undo')}
        </Button>
        <Button disabled={!isDirty} onClick={confirmDiscard}>
          {t('editor.discard')}
        </Button>
        <Button
          icon={<CopyOutlined aria-hidden="true" />}
          onClick={onDuplicate}
        >
          {t('editor.duplicate')}
        </Button>
        <Button
          type="primary"
          loading={isSaving}
          disabled={!isDirty || problemCount > 0}
          aria-describedby={problemCount > 0 ? 'sb-save-blocked' : undefined}
          onClick={onSave}
        >
          {t('editor.save')}
        </Button>
      </Flex>
      {problemCount > 0 && (
        <p id="sb-save-blocked" className="sb-save-blocked">
          {t('editor.problems', { count: problemCount })}
        </p>
      )}
    </header>
  );
}
