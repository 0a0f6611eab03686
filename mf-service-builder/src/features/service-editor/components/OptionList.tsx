import { useMemo } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { useBuilderT, type Translate } from '../../../i18n/t';
import { OptionRow } from './OptionRow';

/** Props of OptionList. */
export interface OptionListProps {
  options: OptionDraft[];
  selectedId: number | null;
  /** whether an option (by index) has a message somewhere */
  hasErrors: (index: number) => boolean;
  onSelect: (optionId: number) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (option: OptionDraft) => void;
}

const labelOf = (
  options: OptionDraft[],
  id: string | number | undefined,
  t: Translate,
) =>
  options.find((o) => String(o.id) === String(id))?.label.value ??
  t('options.anOption');
const positionOf = (options: OptionDraft[], id: string | number | undefined) =>
  options.findIndex((o) => String(o.id) === String(id)) + 1;

/** The options in sequence order; drag a handle (pointer or keyboard) or use the move buttons. */
export function OptionList({
  options,
  selectedId,
  hasErrors,
  onSelect,
  onMove,
  onDelete,
}: OptionListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );
  const t = useBuilderT();
  const say =
    (key: string) =>
    (active: { id: string | number }, over?: { id: string | number } | null) =>
      t(key, {
        label: labelOf(options, active.id, t),
        position: positionOf(options, (over ?? active).id),
        count: options.length,
      });
  const announcements: Announcements = {
    onDragStart: ({ active }) => say('options.dragStart')(active),
    onDragOver: ({ active, over }) =>
      say(over ? 'options.dragOver' : 'options.dragAway')(active, over),
    onDragEnd: ({ active, over }) =>
      say(over ? 'options.dropped' : 'options.droppedAway')(active, over),
    onDragCancel: ({ active }) => say('options.dragCancel')(active),
  };
  // the same list while the ids are the same: typing a label does not redraw every sortable row
  const idKey = options.map((o) => o.id).join(',');
  const items = useMemo(() => idKey.split(',').filter(Boolean), [idKey]);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = positionOf(options, active.id) - 1;
    const to = positionOf(options, over.id) - 1;
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  if (options.length === 0)
    return <p className="sb-empty">{t('options.empty')}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('options.dragHelp'),
        },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ol className="sb-options" aria-label={t('options.list')}>
          {options.map((option, index) => (
            <OptionRow
              key={option.id}
              option={option}
              index={index}
              count={options.length}
              isSelected={option.id === selectedId}
              hasErrors={hasErrors(index)}
              onSelect={onSelect}
              onMove={onMove}
              onDelete={onDelete}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
