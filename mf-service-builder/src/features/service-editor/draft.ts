import type {
  BuilderService,
  OptionDraft,
  ServiceDraft,
} from 'shared/contracts/serviceBuilder';
import { blankOption, OPTION_TAG_NAMES } from 'shared/contracts/serviceBuilder';
import { deleteOption } from 'shared/options';

// Pure edits of the service document the editor holds. Every function answers a new document.

export type OptionTag = OptionDraft['tag'];
export type OptionValueDraft = OptionDraft['values'][number];

const byPosition = (a: OptionDraft, b: OptionDraft) => a.sequence - b.sequence;

/** Sequence 1..n in the array's order. */
const renumber = (options: OptionDraft[]): OptionDraft[] =>
  options.map((o, i) => (o.sequence === i + 1 ? o : { ...o, sequence: i + 1 }));

/** The editable document of a saved service, options in sequence order. */
export function draftOf(service: BuilderService): ServiceDraft {
  return {
    name: service.name,
    description: service.description ?? '',
    price: service.price,
    category_id: service.category_id ?? service.category?.id ?? null,
    item_tag: service.item_tag ?? null,
    top_level_tag: service.top_level_tag ?? null,
    is_active: service.is_active,
    image: service.image ?? null,
    images: service.images ?? [],
    options: [...service.options].sort(byPosition),
  };
}

/** The lowest id anywhere in the document (0 when none is negative). */
export function lowestId(draft: ServiceDraft): number {
  let low = 0;
  const see = (id: number) => {
    if (id < low) low = id;
  };
  for (const option of draft.options) {
    see(option.id);
    option.values.forEach((v) => see(v.id));
    for (const logic of option.logics) {
      see(logic.id);
      logic.rules.forEach((r) => see(r.id));
    }
  }
  return low;
}

/** A new option of a kind, last in the list. */
export const newOption = (
  tag: OptionTag,
  id: number,
  label = `New ${OPTION_TAG_NAMES[tag]}`,
): OptionDraft =>
  blankOption(id, tag, label, 1, {
    meta_data:
      tag === 'warranty'
        ? { warranty_date_label: '', is_external_database: false, fields: [] }
        : null,
  });

export function addOption(
  draft: ServiceDraft,
  option: OptionDraft,
): ServiceDraft {
  return { ...draft, options: renumber([...draft.options, option]) };
}

/** How many rules of other options compare this one (they go with it). */
export function rulesComparing(draft: ServiceDraft, optionId: number): number {
  return draft.options
    .filter((o) => o.id !== optionId)
    .reduce(
      (n, o) =>
        n +
        o.logics.reduce(
          (m, l) =>
            m +
            l.rules.filter((r) => r.compare_option_field === optionId).length,
          0,
        ),
      0,
    );
}

/** Deletes an option and the rules of other options comparing it (shared/options' deleteOption). */
export const removeOption = (
  draft: ServiceDraft,
  optionId: number,
): ServiceDraft => ({
  ...draft,
  options: renumber(deleteOption(draft.options, optionId)),
});

/** Moves the option at `from` to `to`; sequence becomes 1..n. */
export function moveOption(
  draft: ServiceDraft,
  from: number,
  to: number,
): ServiceDraft {
  if (from === to || to < 0 || to >= draft.options.length) return draft;
  const options = [...draft.options];
  const [moved] = options.splice(from, 1);
  if (!moved) return draft;
  options.splice(to, 0, moved);
  return { ...draft, options: renumber(options) };
}

export function updateOption(
  draft: ServiceDraft,
  optionId: number,
  patch: Partial<OptionDraft>,
): ServiceDraft {
  return {
    ...draft,
    options: draft.options.map((o) =>
      o.id === optionId ? { ...o, ...patch } : o,
    ),
  };
}

/** Moves a value of an option up or down by one. */
export function moveItem<T>(
  items: readonly T[],
  from: number,
  to: number,
): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The draft as a save sends it. */
export function saveOf(draft: ServiceDraft, version: number) {
  return { ...draft, version };
}
