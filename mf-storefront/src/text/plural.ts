const rules = new Intl.PluralRules('en-US');

/** A count with its noun in the right plural ("1 item", "3 items"; `many` defaults to one + 's'). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${rules.select(count) === 'one' ? one : many}`;
}
