import { useEffect, useRef, useState } from 'react';
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
}

/** A labelled search box that searches once typing pauses (and at once on Enter). */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  delay = 350,
}: SearchInputProps) {
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
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => latest.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(next) => onSearch(next)}
      style={{ maxWidth: 360 }}
    />
  );
}
