import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';

/**
 * Open/closed state of the bell's disclosure. Opening moves focus into the panel (its selected
 * tab); Escape or opening an item closes it and gives focus back to the bell button (a route
 * change then moves it on to the new page); a click outside or Tab out of it closes it without
 * moving focus.
 */
export function useBellDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  // The panel mounts on first open and then stays (hidden when closed), so the lists keep
  // their scroll position like the popover they replace.
  const [hasOpened, setHasOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  /** Closes the panel and gives focus back to the bell button (an item was opened, Escape). */
  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => {
    setHasOpened(true);
    setIsOpen((open) => !open);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const panel = panelRef.current;
    const target =
      panel?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ??
      panel;
    target?.focus();
    const handlePointer = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setIsOpen(false);
    };
    document.addEventListener('mousedown', handlePointer);
    return () => document.removeEventListener('mousedown', handlePointer);
  }, [isOpen]);

  const handleKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !isOpen) return;
      e.stopPropagation();
      close();
    },
    [isOpen, close],
  );
  const handleBlur = useCallback((e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setIsOpen(false);
  }, []);

  return {
    isOpen,
    hasOpened,
    close,
    toggle,
    panelId,
    rootRef,
    handleKeyDown,
    handleBlur,
    buttonRef,
    panelRef,
  };
}
