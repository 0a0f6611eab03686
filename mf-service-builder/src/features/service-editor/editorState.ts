import type {
  BuilderService,
  ServiceDraft,
} from 'shared/contracts/serviceBuilder';
import { draftOf } from './draft';

// The editor's document: the loaded service, the draft the user edits and an undo stack of the
// last changes. Typing into one field is one change (consecutive edits with the same key merge).

export const UNDO_LIMIT = 50;

export interface EditorState {
  service: BuilderService;
  /** the loaded document as a draft: what Discard restores and what dirty compares with */
  base: ServiceDraft;
  draft: ServiceDraft;
  past: ServiceDraft[];
  /** the key of the last change, so typing on in one field stays one undo step */
  lastKey: string | null;
}

export type EditorAction =
  | { type: 'load'; service: BuilderService }
  | {
      type: 'edit';
      change: (draft: ServiceDraft) => ServiceDraft;
      key?: string;
    }
  | { type: 'undo' }
  | { type: 'discard' };

export function initEditor(service: BuilderService): EditorState {
  const base = draftOf(service);
  return { service, base, draft: base, past: [], lastKey: null };
}

export function editorReducer(
  state: EditorState,
  action: EditorAction,
): EditorState {
  switch (action.type) {
    case 'load':
      return initEditor(action.service);
    case 'edit': {
      const draft = action.change(state.draft);
      if (draft === state.draft) return state;
      const merge = action.key !== undefined && action.key === state.lastKey;
      return {
        ...state,
        draft,
        past: merge
          ? state.past
          : [...state.past, state.draft].slice(-UNDO_LIMIT),
        lastKey: action.key ?? null,
      };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        draft: previous,
        past: state.past.slice(0, -1),
        lastKey: null,
      };
    }
    case 'discard':
      return { ...state, draft: state.base, past: [], lastKey: null };
    default:
      return state;
  }
}

type Option = ServiceDraft['options'][number];

/** Same choices: the same list, or equal one by one (a 10,000-choice list is not serialised). */
const sameValues = (a: Option['values'], b: Option['values']) =>
  a === b ||
  (a.length === b.length &&
    a.every((v, i) => {
      const w = b[i]!;
      return (
        v === w ||
        (v.id === w.id &&
          v.name === w.name &&
          v.cost === w.cost &&
          v.image === w.image)
      );
    }));

const sameOption = (a: Option, b: Option) =>
  a === b ||
  (sameValues(a.values, b.values) &&
    JSON.stringify({ ...a, values: null }) ===
      JSON.stringify({ ...b, values: null }));

/** Whether the draft differs from the loaded document (unchanged options compare by reference). */
export function isDirty(state: EditorState): boolean {
  const { draft, base } = state;
  if (draft === base) return false;
  const { options: a, ...fieldsA } = draft;
  const { options: b, ...fieldsB } = base;
  return (
    JSON.stringify(fieldsA) !== JSON.stringify(fieldsB) ||
    a.length !== b.length ||
    a.some((option, i) => !sameOption(option, b[i]!))
  );
}
