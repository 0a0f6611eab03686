import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { isApiError } from 'shared/api';
import type {
  BuilderService,
  ServiceDraft,
} from 'shared/contracts/serviceBuilder';
import { useRecordChanged } from 'shared/live';
import { validateServiceDraft } from 'shared/options';
import type { ServiceHome } from '../../side';
import { duplicateService, saveService } from './api';
import { lowestId, saveOf } from './draft';
import { editorReducer, initEditor, isDirty } from './editorState';

const FALLBACK = 'We could not save this service. Please try again.';

/** The value at a dotted path of the document (`options.2.label.value`). */
function valueAt(draft: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, part) =>
        at !== null && typeof at === 'object'
          ? (at as Record<string, unknown>)[part]
          : undefined,
      draft,
    );
}

interface Refusal {
  errors: Record<string, string>;
  /** the document the api refused: a message shows while its field still holds what was sent */
  sent: ServiceDraft;
}

/** Props of the editor's state hook. */
export interface ServiceEditorOptions {
  service: BuilderService;
  home: ServiceHome;
  urlIntegration: boolean;
  /** the current service from the api (Reload after a stale save) */
  reload: () => Promise<BuilderService | undefined>;
  onSaved: (service: BuilderService) => void;
}

/** The editor's document, its checks and the save, discard, undo and duplicate actions. */
export function useServiceEditor({
  service,
  home,
  urlIntegration,
  reload,
  onSaved,
}: ServiceEditorOptions) {
  const [state, dispatch] = useReducer(editorReducer, service, initEditor);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isStale, setStale] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const lastId = useRef(0);
  const baseLow = useMemo(() => lowestId(state.base), [state.base]);

  /** A new negative id, unique within the document (ids handed out are never reused, undo or not). */
  const nextId = useCallback(() => {
    lastId.current = Math.min(lastId.current, baseLow) - 1;
    return lastId.current;
  }, [baseLow]);

  const edit = useCallback(
    (change: (draft: ServiceDraft) => ServiceDraft, key?: string) =>
      dispatch({ type: 'edit', change, key }),
    [],
  );

  // With URL integration off, a mapping the saved service already has may stay (as the api allows).
  const savedUrlParameters = useMemo(
    () =>
      new Map(
        state.base.options.flatMap((o) =>
          o.allowed_url_parameter ? [[o.id, o.allowed_url_parameter]] : [],
        ) as [number, string][],
      ),
    [state.base],
  );
  const errors = useMemo(
    () =>
      validateServiceDraft(state.draft, { urlIntegration, savedUrlParameters }),
    [state.draft, urlIntegration, savedUrlParameters],
  );
  const dirty = useMemo(() => isDirty(state), [state]);

  const errorAt = useCallback(
    (path: string) => {
      if (errors[path]) return errors[path];
      const sent = refusal?.errors[path];
      if (!sent || !refusal) return undefined;
      return valueAt(refusal.sent, path) === valueAt(state.draft, path)
        ? sent
        : undefined;
    },
    [errors, refusal, state.draft],
  );

  /** every path with a message now: the live check's and the refused save's still standing */
  const errorPaths = useMemo(
    () => [
      ...new Set([
        ...Object.keys(errors),
        ...Object.keys(refusal?.errors ?? {}).filter((p) => errorAt(p)),
      ]),
    ],
    [errors, refusal, errorAt],
  );

  const save = async () => {
    const sent = state.draft;
    setSaving(true);
    setProblem(null);
    setStale(false);
    try {
      const saved = await saveService(
        home,
        state.service.id,
        saveOf(sent, state.service.version),
      );
      setRefusal(null);
      dispatch({ type: 'load', service: saved });
      onSaved(saved);
      return saved;
    } catch (e) {
      if (isApiError(e) && e.status === 409) setStale(true);
      else {
        if (isApiError(e) && e.status === 400)
          setRefusal({ errors: e.fieldErrors, sent });
        setProblem(e instanceof Error && e.message ? e.message : FALLBACK);
      }
      return null;
    } finally {
      setSaving(false);
    }
  };

  const reloadService = async () => {
    const fresh = await reload();
    if (!fresh) return;
    setStale(false);
    setRefusal(null);
    setProblem(null);
    dispatch({ type: 'load', service: fresh });
  };

  // Someone else saved this service (the api's live change): a clean editor takes their version,
  // an editor with changes says so now rather than at its own save.
  useRecordChanged(
    (change) =>
      change.record === 'service' &&
      change.id === state.service.id &&
      change.version > state.service.version &&
      !isSaving,
    () => {
      if (dirty) setStale(true);
      else void reloadService();
    },
  );

  const duplicate = () => duplicateService(home, state.service.id);

  /** Takes a service the api saved elsewhere (an import) as the new starting point. */
  const replace = (saved: BuilderService) => {
    setStale(false);
    setRefusal(null);
    setProblem(null);
    dispatch({ type: 'load', service: saved });
    onSaved(saved);
  };

  return {
    service: state.service,
    draft: state.draft,
    canUndo: state.past.length > 0,
    isDirty: dirty,
    errors,
    errorAt,
    errorPaths,
    problem,
    isStale,
    isSaving,
    edit,
    nextId,
    undo: () => dispatch({ type: 'undo' }),
    discard: () => {
      setRefusal(null);
      setProblem(null);
      dispatch({ type: 'discard' });
    },
    save,
    reloadService,
    duplicate,
    replace,
  };
}

export type ServiceEditorModel = ReturnType<typeof useServiceEditor>;
