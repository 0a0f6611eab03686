import { SAVE_BAR_CATALOGUES } from './SaveDiscardBar.catalogue';

test("the save bar's Spanish catalogue has every English key, each with words", () => {
  const en = Object.keys(SAVE_BAR_CATALOGUES.en).sort();
  const es = SAVE_BAR_CATALOGUES.es as Record<string, unknown>;
  expect(Object.keys(es).sort()).toEqual(en);
  for (const key of en) expect(String(es[key]).trim()).not.toBe('');
});
