import { useEffect, useId, useRef, useState } from 'react';
import { Input } from 'shared/ui/antd';

/** Props of SearchInput. */
export interface SearchInputProps {
  /** the search in the URL */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  /** ms of quiet typing before the search runs */
  delay?: number;
  /** show `label` above the box (else it is the box's accessible name only) */
  visibleLabel?: boolean;
  /** a clear button in the box */
  allowClear?: boolean;
  /** the wrapper's class, when the label is shown */
  className?: string;
}

/**
 * A server-side list's labelled search box (shared by the remotes' lists): it searches once typing pauses, and at once on Enter or when focus
 * leaves it. Leaving runs the search there and then: a click on a row moves focus first, and a
 * timer left to fire after it would pull the user back to the list (the route change waits in a
 * transition while the next page loads, with this list still mounted).
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  delay = 350,
  visibleLabel = false,
  allowClear = false,
  className,
}: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  // Back/forward or a cleared filter changes the URL: show what it says.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
  };
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => {
      pending.current = undefined;
      latest.current(text);
    }, delay);
    pending.current = timer;
    return () => clearTimeout(timer);
  }, [text, value, delay]);
  const flush = () => {
    if (pending.current === undefined) return;
    cancel();
    latest.current(text);
  };
  const box = (
    <Input.Search
      {...(visibleLabel ? { id } : { 'aria-label': label })}
      placeholder={placeholder}
      value={text}
      allowClear={allowClear}
      onChange={(e) => setText(e.target.value)}
      onSearch={(next) => {
        cancel();
        onSearch(next);
      }}
      onBlur={flush}
      style={visibleLabel ? undefined : { maxWidth: 360 }}
    />
  );
  if (!visibleLabel) return box;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {box}
    </div>
  );
}
