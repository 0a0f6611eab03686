/** jotai, re-exported: remotes import jotai only through this module. */
export {
  atom,
  useAtom,
  useAtomValue,
  useSetAtom,
  createStore,
  Provider,
} from 'jotai';
export type { Atom, WritableAtom, PrimitiveAtom, Getter, Setter } from 'jotai';
/** jotai utils commonly used by features. */
export {
  atomWithReset,
  useResetAtom,
  atomWithStorage,
  useHydrateAtoms,
} from 'jotai/utils';
