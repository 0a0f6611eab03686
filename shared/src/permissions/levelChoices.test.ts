import {
  choiceOf,
  entryFor,
  LEVEL_CHOICES,
  LEVELS,
  MODULE_LABELS,
  MODULES,
} from 'shared/permissions';

describe('the permission editor’s level choices', () => {
  it('reads an entry as the strongest choice it fully holds', () => {
    expect(choiceOf(undefined).value).toBe('none');
    expect(
      choiceOf({ module_id: 5, permissions: [1, 2, 3], is_enable: 1 }).value,
    ).toBe('edit');
    expect(
      choiceOf({ module_id: 5, permissions: [3], is_enable: 1 }).value,
    ).toBe('view');
    // create without view covers no choice; a disabled entry grants nothing
    expect(
      choiceOf({ module_id: 5, permissions: [LEVELS.CREATE], is_enable: 1 })
        .value,
    ).toBe('none');
    expect(
      choiceOf({ module_id: 5, permissions: [1, 2, 3, 4], is_enable: 0 }).value,
    ).toBe('none');
  });

  it('writes each choice as the entry that holds it, and none as no entry', () => {
    expect(entryFor(MODULES.SALES_ORDER, 'none')).toBeNull();
    for (const choice of LEVEL_CHOICES.slice(1)) {
      const entry = entryFor(MODULES.SALES_ORDER, choice.value)!;
      expect(entry.is_enable).toBe(1);
      expect(choiceOf(entry)).toBe(choice);
    }
    expect(entryFor(MODULES.SALES_ORDER, 'delete')!.permissions).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('names all sixteen modules', () => {
    expect(Object.keys(MODULE_LABELS)).toHaveLength(16);
    expect(MODULE_LABELS[MODULES.SALES_ORDER]).toBe('Sales orders');
  });
});
