import {
  Button,
  CopyOutlined,
  Flex,
  Tag,
  useAppFeedback,
} from 'shared/ui/antd';

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
  const confirmDiscard = () =>
    modal.confirm({
      title: 'Discard your changes?',
      content: 'The service goes back to how it was last saved.',
      okText: 'Discard changes',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: onDiscard,
    });
  return (
    <header className="sb-header">
      <Flex align="center" gap={8} wrap>
        <h1 className="sb-page__title">{title}</h1>
        {isDirty && <Tag color="warning">Unsaved changes</Tag>}
      </Flex>
      <Flex gap={8} wrap className="sb-header__actions">
        <Button
          disabled={!canUndo}
          onClick={onUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          title="Undo (Ctrl+Z)"
        >
          Undo
        </Button>
        <Button disabled={!isDirty} onClick={confirmDiscard}>
          Discard
        </Button>
        <Button
          icon={<CopyOutlined aria-hidden="true" />}
          onClick={onDuplicate}
        >
          Duplicate
        </Button>
        <Button
          type="primary"
          loading={isSaving}
          disabled={!isDirty || problemCount > 0}
          aria-describedby={problemCount > 0 ? 'sb-save-blocked' : undefined}
          onClick={onSave}
        >
          Save
        </Button>
      </Flex>
      {problemCount > 0 && (
        <p id="sb-save-blocked" className="sb-save-blocked">
          {problemCount === 1
            ? 'Fix the highlighted problem to save.'
            : `Fix the ${problemCount} highlighted problems to save.`}
        </p>
      )}
    </header>
  );
}
