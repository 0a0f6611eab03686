import { useEffect, useRef, useState } from 'react';
import { OPTION_TAGS } from 'shared/contracts/serviceBuilder';
import { Button, PlusOutlined } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';
import type { OptionTag } from '../draft';

/** Props of AddOptionMenu. */
export interface AddOptionMenuProps {
  onAdd: (tag: OptionTag) => void;
}

/**
 * "Add option": a disclosure listing the 13 option kinds as plain buttons, so it works the same by
 * pointer, touch and keyboard (opening moves the focus to the first kind; Escape closes and returns).
 */
export function AddOptionMenu({ onAdd }: AddOptionMenuProps) {
  const t = useBuilderT();
  const [isOpen, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return undefined;
    listRef.current?.querySelector('button')?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [isOpen]);
  return (
    <div className="sb-add" ref={rootRef}>
      <Button
        ref={toggleRef}
        icon={<PlusOutlined aria-hidden="true" />}
        aria-expanded={isOpen}
        aria-controls="sb-add-kinds"
        onClick={() => setOpen((open) => !open)}
      >
        {t('options.add')}
      </Button>
      {isOpen && (
        <div
          id="sb-add-kinds"
          ref={listRef}
          role="group"
          aria-label={t('options.kinds')}
          className="sb-add__kinds"
        >
          {OPTION_TAGS.map((tag) => (
            <Button
              key={tag}
              size="small"
              onClick={() => {
                setOpen(false);
                onAdd(tag);
              }}
            >
              {t(`options.kind.${tag}`)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
