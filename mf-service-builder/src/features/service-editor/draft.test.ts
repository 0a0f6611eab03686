import {
  addOption,
  lowestId,
  moveOption,
  newOption,
  removeOption,
  rulesComparing,
} from './draft';
import { editorReducer, initEditor, isDirty } from './editorState';
import { optionOf, ringResizing } from './testFixtures';

const rule = (id: number, field: number, n: number) => ({
  id,
  compare_option_field: field,
  operator_type: 'is' as const,
  compare_to: 'Gold',
  logic_sequence_number: n,
});
const logic = (rules: ReturnType<typeof rule>[], enabled = false) => ({
  id: 90,
  apply_to_option_id: null,
  action: 'show' as const,
  conditional_join: 'all' as const,
  is_logic_enable: enabled,
  logic_rule: enabled ? '(1 AND 2) OR 3' : '',
  rules,
});
const draft = () => initEditor(ringResizing()).draft;

describe('service draft edits', () => {
  it('opens the options in sequence order', () => {
    expect(draft().options.map((o) => o.id)).toEqual([1, 2, 3]);
  });

  it('adds an option last with the next sequence', () => {
    const next = addOption(draft(), newOption('sst', -1));
    expect(next.options.at(-1)).toMatchObject({
      id: -1,
      sequence: 4,
      label: { value: 'New Single select (text)' },
    });
    expect(lowestId(next)).toBe(-1);
  });

  it('moves an option and renumbers the sequence 1..n', () => {
    const next = moveOption(draft(), 2, 0);
    expect(next.options.map((o) => [o.id, o.sequence])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('removes the rules comparing a deleted option, renumbers and switches logic off below 2 rules', () => {
    const start = {
      ...draft(),
      options: [
        ...draft().options,
        optionOf(4, 'st', 'Note', 4, {
          logics: [logic([rule(1, 2, 1), rule(2, 3, 2), rule(3, 3, 3)], true)],
        }),
        optionOf(5, 'st', 'Gift', 5, { logics: [logic([rule(4, 2, 1)])] }),
      ],
    };
    expect(rulesComparing(start, 3)).toBe(2);
    const next = removeOption(start, 3);
    const note = next.options.find((o) => o.id === 4);
    expect(note?.logics[0]).toMatchObject({
      is_logic_enable: false,
      logic_rule: '',
      rules: [rule(1, 2, 1)],
    });
    expect(removeOption(next, 2).options.map((o) => o.logics)).toEqual([
      [],
      [],
      [],
    ]);
  });
});

describe('editor state', () => {
  it('merges typing into one undo step and discards back to the loaded service', () => {
    let state = initEditor(ringResizing());
    const rename = (name: string) => ({
      type: 'edit' as const,
      change: (d: typeof state.draft) => ({ ...d, name }),
      key: 'name',
    });
    state = editorReducer(state, rename('R'));
    state = editorReducer(state, rename('Ri'));
    expect(state.past).toHaveLength(1);
    expect(isDirty(state)).toBe(true);
    state = editorReducer(state, {
      type: 'edit',
      change: (d) => moveOption(d, 0, 1),
    });
    state = editorReducer(state, { type: 'undo' });
    expect(state.draft.name).toBe('Ri');
    state = editorReducer(state, { type: 'discard' });
    expect(state.draft.name).toBe('Ring Resizing');
    expect(isDirty(state)).toBe(false);
  });
});
