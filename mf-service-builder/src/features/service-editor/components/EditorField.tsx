import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Form } from 'shared/ui/antd';
import { useShownMessage } from '../../../i18n/t';

/** The message a document path earns now (the live check first, then the last refused save). */
export type ErrorAt = (path: string) => string | undefined;

/** The messages by path, read by each field for its own path. */
export interface ErrorStore {
  get: ErrorAt;
  subscribe: (listener: () => void) => () => void;
}

export const EditorErrorsContext = createContext<ErrorStore>({
  get: () => undefined,
  subscribe: () => () => {},
});

/**
 * One store for the editor's life: a field re-renders only when its own path's message changes, so
 * a keystroke does not redraw every field and every one of a page of choices.
 */
export function useErrorStore(errorAt: ErrorAt): ErrorStore {
  const current = useRef(errorAt);
  const listeners = useRef(new Set<() => void>());
  const [store] = useState<ErrorStore>(() => ({
    get: (path) => current.current(path),
    subscribe: (listener) => {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
  }));
  useLayoutEffect(() => {
    current.current = errorAt;
    listeners.current.forEach((listener) => listener());
  }, [errorAt]);
  return store;
}

/** The message for one path of the document, if any. */
export function useErrorAt(path: string | undefined): string | undefined {
  const store = useContext(EditorErrorsContext);
  return useSyncExternalStore(store.subscribe, () =>
    path === undefined ? undefined : store.get(path),
  );
}

/** What a field's control needs to be named by its label and described by its message. */
export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** Props of EditorField. */
export interface EditorFieldProps {
  id: string;
  label: ReactNode;
  /** the document path whose message shows under the field */
  path?: string;
  required?: boolean;
  /** help under the field */
  extra?: ReactNode;
  children: (a11y: FieldA11y) => ReactNode;
}

/** A labelled field of the editor with its message by document path, linked by aria-describedby. */
export function EditorField({
  id,
  label,
  path,
  required,
  extra,
  children,
}: EditorFieldProps) {
  const error = useShownMessage(useErrorAt(path));
  const errorId = `${id}-error`;
  const extraId = `${id}-extra`;
  const describedBy =
    [error && errorId, extra && extraId].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
      extra={extra && <span id={extraId}>{extra}</span>}
    >
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
      })}
    </Form.Item>
  );
}

/** A message under a control that has no Form.Item of its own (table cells, list rows). */
export function InlineError({ id, path }: { id: string; path: string }) {
  const error = useShownMessage(useErrorAt(path));
  if (!error) return null;
  return (
    <span id={id} className="sb-inline-error">
      {error}
    </span>
  );
}
