import { useEffect, useRef } from 'react';

/** Whether a key press lands in a place with its own undo (a text field keeps the browser's). */
const editsText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit', 'file'].includes(
        target.type,
      )));

/**
 * Ctrl+Z (⌘Z on a Mac) undoes the editor's last change while focus is not in a text field, where
 * the browser's own undo of the typing applies ("undo of the last change").
 */
export function useUndoShortcut(canUndo: boolean, undo: () => void): void {
  const latest = useRef({ canUndo, undo });
  useEffect(() => {
    latest.current = { canUndo, undo };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== 'z' ||
        !(event.ctrlKey || event.metaKey) ||
        event.shiftKey ||
        event.altKey ||
        editsText(event.target) ||
        !latest.current.canUndo
      )
        return;
      event.preventDefault();
      latest.current.undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
