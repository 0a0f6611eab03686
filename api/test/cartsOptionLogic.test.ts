import { REQUIRED, daysAgo, useDemoCart } from './demoCart';
import type { Json } from './helpers';

// Option logic on POST /add-to-carts over Acme's seeded demo services: the api evaluates it with
// shared/options, as the storefront does. In this file's database the prong style (option 7) is
// priced and the prong-tips text (17) required, so that dropping a hidden answer and requiring a
// shown one can be seen.

const { value, added, rejected } = useDemoCart(async (api) => {
  await api.db.query(
    'UPDATE service_options SET is_option_cost = true WHERE id = 7',
  );
  await api.db.query(
    'UPDATE service_options SET is_required = true WHERE id = 17',
  );
});

describe('option logic', () => {
  it('match mode all: 2 prongs hide the prong style, whose answer is dropped and not priced, and with it the tips', async () => {
    const item = await added(2, {
      6: 2,
      7: value(7, 'Claw'),
      17: 'Rounded tips',
    });
    expect(item.answers).toEqual({ 6: 2 });
    expect(item.unit_price).toBe('84.00'); // 60.00 + 2 × 12.00, no Claw
  });

  it('match mode one: 4 prongs and a claw style keep every answer and price the style', async () => {
    const item = await added(2, {
      6: 4,
      7: value(7, 'Claw'),
      17: 'Rounded tips',
    });
    expect(item.answers).toEqual({
      6: 4,
      7: value(7, 'Claw'),
      17: 'Rounded tips',
    });
    expect(item.unit_price).toBe('113.00'); // 60.00 + 4 × 12.00 + Claw 5.00
  });

  it('a required option shown by its logic must be answered; hidden it is not required', async () => {
    await rejected(
      2,
      { 6: 4, 7: value(7, 'V-prong') },
      { 'answers.17': REQUIRED },
    );
    await rejected(
      2,
      { 6: 4, 7: value(7, 'Claw'), 17: '  ' },
      {
        'answers.17': REQUIRED,
      },
    );
    // a round style hides the tips; so do 9 prongs, which hide the style itself
    expect((await added(2, { 6: 4, 7: value(7, 'Round') })).answers).toEqual({
      6: 4,
      7: value(7, 'Round'),
    });
    expect(
      (await added(2, { 6: 9, 7: value(7, 'Claw'), 17: 'x' })).answers,
    ).toEqual({ 6: 9 });
  });

  it('an invalid answer to a hidden option is dropped, not reported', async () => {
    const item = await added(2, { 6: 2, 7: 999999, 17: 'x'.repeat(5000) });
    expect(item.answers).toEqual({ 6: 2 });
  });

  it.each<[string, () => Json, boolean]>([
    [
      'princess with rhodium plating',
      () => ['Princess', ['Rhodium plating']],
      true,
    ],
    ['princess with polish only', () => ['Princess', ['Polish']], false],
    ['oval', () => ['Oval', []], true],
    ['round with rhodium plating', () => ['Round', ['Rhodium plating']], false],
    [
      'princess with an other extra naming rhodium',
      () => ['Princess', [{ value: 'other', other: 'More rhodium' }]],
      true,
    ],
  ])('enabled expression (1 AND 2) OR 3: %s', async (_name, choice, shown) => {
    const [shape, extras] = choice() as [string, (string | Json)[]];
    const answers = {
      8: value(8, shape),
      9: extras.map((e) => (typeof e === 'string' ? value(9, e) : e)),
      19: 'Bright polish',
    };
    const item = await added(3, answers);
    expect(item.answers[19]).toBe(shown ? 'Bright polish' : undefined);
    expect(item.answers[8]).toBe(answers[8]);
  });

  it('match mode none: an Other brand hides the warranty, whose date is then not checked', async () => {
    const old = { purchase_date: daysAgo(3 * 365) };
    const other = await added(5, { 12: value(12, 'Other'), 13: old });
    expect(other.answers).toEqual({ 12: value(12, 'Other') });
    await rejected(
      5,
      { 12: value(12, 'Seiko'), 13: old },
      {
        'answers.13':
          'Watches bought more than two years ago are out of warranty.',
      },
    );
  });

  it('hide action: no removed link hides the return-links choice', async () => {
    const yes = value(20, 'Yes');
    expect((await added(6, { 14: 0, 20: yes })).answers).toEqual({ 14: 0 });
    expect((await added(6, { 14: 2, 20: yes })).answers).toEqual({
      14: 2,
      20: yes,
    });
  });
});

it('accepts the answers the storefront sends for its journey (a shown chain of prongs, style and tips)', async () => {
  // mf-storefront answers.ts: visible options only, value ids for choices, numbers for n.
  const item = await added(2, {
    6: 3,
    7: value(7, 'Claw'),
    17: 'Rounded tips, please',
  });
  expect(item.answers).toEqual({
    6: 3,
    7: value(7, 'Claw'),
    17: 'Rounded tips, please',
  });
  expect(item.unit_price).toBe('101.00'); // 60.00 + 3 × 12.00 + Claw 5.00
});
