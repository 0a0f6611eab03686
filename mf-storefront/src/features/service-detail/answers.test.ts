import { initialValues, OTHER, toApiAnswers, unitPriceCents } from './answers';
import { validateAnswers } from './schema';
import { everyKind } from './testFixtures';

describe('service form answers', () => {
  it("sends value ids for choices, numbers for sizes, the 'other' text in the id's place and leaves out empty answers", () => {
    const values = initialValues(everyKind);
    values.answers = {
      ...values.answers,
      1: 'Gold chain',
      3: '2.5',
      4: { current_size: '6', desired_size: '' },
      5: '50',
      6: ['61', OTHER],
      7: false,
      10: OTHER,
      12: { purchase_date: '2025-01-31' },
      13: '131',
    };
    values.others = { 6: 'Engrave', 10: 'Marquise' };
    expect(toApiAnswers(everyKind, values)).toEqual({
      1: 'Gold chain',
      3: 2.5,
      4: { current_size: 6 },
      5: 50,
      6: [61, { value: 'other', other: 'Engrave' }],
      10: { value: 'other', other: 'Marquise' },
      12: { purchase_date: '2025-01-31' },
      13: 131,
    });
  });

  it('leaves out an unticked checkbox and cleared answers (ticked then unticked is no answer)', () => {
    const values = initialValues(everyKind);
    values.answers = {
      ...values.answers,
      1: '  ',
      6: [],
      7: false,
      8: undefined,
    };
    expect(toApiAnswers(everyKind, values)).toEqual({});
    values.answers[7] = true;
    expect(toApiAnswers(everyKind, values)).toEqual({ 7: 70 });
  });

  it('prices priced choices, a number times its unit cost and cb yes', () => {
    const priced = everyKind.map((o) => ({
      ...o,
      is_option_cost: true,
      values: o.values.map((v) => ({ ...v, cost: '2.50' })),
    }));
    const values = initialValues(priced);
    values.answers = { ...values.answers, 5: '50', 6: ['60', '61'], 7: true };
    expect(unitPriceCents('10.00', priced, values)).toBe(1000 + 250 * 4);
  });

  it("needs the text of a chosen 'other' and a quantity from 1 to 99", () => {
    const values = initialValues(everyKind);
    values.answers = { ...values.answers, 6: [OTHER], 10: OTHER };
    values.others = { 10: 'x'.repeat(256) };
    values.quantity = '100';
    expect(validateAnswers(everyKind, values)).toEqual({
      others: {
        6: 'This field is required.',
        10: 'Ensure this field has no more than 255 characters.',
      },
      quantity: 'Enter a quantity from 1 to 99.',
    });
  });
});
