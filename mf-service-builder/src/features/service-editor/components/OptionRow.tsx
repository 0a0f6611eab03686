import { memo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import {
  Button,
  DeleteOutlined,
  DownOutlined,
  MenuOutlined,
  WarningOutlined,
} from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';

/** Props of OptionRow. */
export interface OptionRowProps {
  option: OptionDraft;
  index: number;
  count: number;
  isSelected: boolean;
  hasErrors: boolean;
  onSelect: (optionId: number) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (option: OptionDraft) => void;
}

/**
 * One option of the list: handle, label (opens its settings), kind, required mark, actions. Memoised:
 * typing in one option's settings redraws that row, not all of them.
 */
export const OptionRow = memo(OptionRowView);

/** One element for every row: React skips an element it has already drawn. */
const HANDLE_ICON = <MenuOutlined aria-hidden="true" />;

function OptionRowView({
  option,
  index,
  count,
  isSelected,
  hasErrors,
  onSelect,
  onMove,
  onDelete,
}: OptionRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: String(option.id) });
  const t = useBuilderT();
  const label = option.label.value || t('editor.untitled');
  return (
    <li
      ref={setNodeRef}
      className="sb-option"
      data-selected={isSelected || undefined}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="sb-option__handle"
        {...attributes}
        {...listeners}
        aria-label={t('options.reorder', { label })}
      >
        {HANDLE_ICON}
      </button>
      <OptionRowBody
        option={option}
        label={label}
        index={index}
        count={count}
        isSelected={isSelected}
        hasErrors={hasErrors}
        onSelect={onSelect}
        onMove={onMove}
        onDelete={onDelete}
      />
    </li>
  );
}

/**
 * The row's label and buttons, memoised apart from the sortable frame: dnd-kit redraws every frame
 * when the list changes, the antd buttons inside only when their own option does.
 */
const OptionRowBody = memo(function OptionRowBody({
  option,
  label,
  index,
  count,
  isSelected,
  hasErrors,
  onSelect,
  onMove,
  onDelete,
}: OptionRowProps & { label: string }) {
  const t = useBuilderT();
  return (
    <>
      <button
        type="button"
        className="sb-option__select"
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onSelect(option.id)}
      >
        <span className="sb-option__label">{label}</span>
        {option.is_required && (
          <abbr className="sb-option__required" title={t('options.required')}>
            *
          </abbr>
        )}
        <span className="sb-option__kind">
          {t(`options.kind.${option.tag}`)}
        </span>
        {hasErrors && (
          <span className="sb-option__problem">
            <WarningOutlined aria-hidden="true" /> {t('options.needsAttention')}
          </span>
        )}
      </button>
      <span className="sb-option__actions">
        <Button
          size="small"
          type="text"
          aria-label={t('options.moveUp', { label })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          icon={<DownOutlined aria-hidden="true" rotate={180} />}
        />
        <Button
          size="small"
          type="text"
          aria-label={t('options.moveDown', { label })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          icon={<DownOutlined aria-hidden="true" />}
        />
        <Button
          size="small"
          type="text"
          danger
          aria-label={t('options.delete', { label })}
          onClick={() => onDelete(option)}
          icon={<DeleteOutlined aria-hidden="true" />}
        />
      </span>
    </>
  );
});
