import { REQUIRED, daysAgo, useDemoCart } from './demoCart';
import type { Json } from './helpers';

// The validation rules of nba (Ring Sizing), insurance (Stone Setting) and warranty (Watch Battery
// Replacement) options on POST /add-to-carts, over Acme's seeded demo services: type 1 rules fail
// with their message, type 2 rules clamp the value as the storefront's input does.

const { value, added, rejected } = useDemoCart();

describe('validation rules of nba, insurance and warranty', () => {
  const ring = (sizes: Json) => ({ 1: value(1, 'Yellow gold'), 2: sizes });

  it('nba type 1: a desired size three or more up shows the rule message', async () => {
    const message = 'We can size a ring up by at most two and a half sizes.';
    await rejected(1, ring({ current_size: 7, desired_size: 10 }), {
      'answers.2': message,
    });
    // numeric text is read as the number it is
    await rejected(1, ring({ current_size: '7', desired_size: '10' }), {
      'answers.2': message,
    });
    const item = await added(1, ring({ current_size: 7, desired_size: 9.5 }));
    expect(item.answers[2]).toEqual({ current_size: 7, desired_size: 9.5 });
    expect(item.unit_price).toBe('55.00');
  });

  it('nba type 2: a desired size more than three down is raised to the bound, as the storefront input does', async () => {
    const item = await added(1, ring({ current_size: 8, desired_size: 2 }));
    expect(item.answers[2]).toEqual({ current_size: 8, desired_size: 5 });
    const bound = await added(1, ring({ current_size: 8, desired_size: 5 }));
    expect(bound.answers[2]).toEqual({ current_size: 8, desired_size: 5 });
  });

  it('insurance type 1: a retail value of $25,000 or more', async () => {
    await rejected(
      3,
      { 8: value(8, 'Round'), 10: { retail_value: 25000 } },
      {
        'answers.10':
          'Pieces worth $25,000 or more need an in-store appraisal before we can insure them.',
      },
    );
    const item = await added(3, {
      8: value(8, 'Round'),
      10: { retail_value: 24999.99 },
    });
    expect(item.answers[10]).toEqual({ retail_value: 24999.99 });
  });

  it('warranty type 1: a purchase more than two years ago, even with a field named today', async () => {
    const message =
      'Watches bought more than two years ago are out of warranty.';
    for (const warranty of [
      { purchase_date: daysAgo(800) },
      { purchase_date: daysAgo(800), today: 0 },
    ])
      await rejected(
        5,
        { 12: value(12, 'Citizen'), 13: warranty },
        {
          'answers.13': message,
        },
      );
    const item = await added(5, {
      12: value(12, 'Citizen'),
      13: { purchase_date: daysAgo(365) },
    });
    expect(item.answers[13]).toEqual({ purchase_date: daysAgo(365) });
  });

  const NUMBER = 'A valid number is required.';
  const DATE =
    'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
  const others = (serviceId: number): Json =>
    serviceId === 1
      ? { 1: value(1, 'Yellow gold') }
      : serviceId === 3
        ? { 8: value(8, 'Round') }
        : { 12: value(12, 'Seiko') };
  it.each<[string, number, number, Json, string]>([
    [
      'a size that is no number',
      1,
      2,
      { current_size: 7, desired_size: 'ten' },
      NUMBER,
    ],
    [
      'a formula size that is no number',
      1,
      2,
      { current_size: true, desired_size: 12 },
      NUMBER,
    ],
    [
      'a retail value that is no number',
      3,
      10,
      { retail_value: 'lots' },
      NUMBER,
    ],
    ['a purchase date that is a number', 5, 13, { purchase_date: 99999 }, DATE],
    [
      'a purchase date that does not exist',
      5,
      13,
      { purchase_date: '2026-02-30' },
      DATE,
    ],
    [
      'a required ring size left empty',
      1,
      2,
      { current_size: null, desired_size: '' },
      REQUIRED,
    ],
  ])('rejects %s', async (_name, serviceId, optionId, fields, message) => {
    expect.assertions(2);
    await rejected(
      serviceId,
      { ...others(serviceId), [optionId]: fields },
      { [`answers.${optionId}`]: message },
    );
  });
});
