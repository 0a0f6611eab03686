import {
  addMonths,
  currentPeriod,
  daysBetween,
  prorateCents,
} from '../src/areas/billing/proration';

// The proration rule of the store's plan items (/addbillitems and /pay-per-location):
// a month's price × days left ÷ days in the period, in cents rounded half up; the period runs from
// one renewal (included) to the next (not included), stepping a month from the renewal date.

describe('prorateCents', () => {
  it('charges the whole month on the first day and a share of it later', () => {
    expect(prorateCents(1500, 30, 30)).toBe(1500);
    expect(prorateCents(1500, 10, 30)).toBe(500);
    expect(prorateCents(1500, 1, 30)).toBe(50);
    expect(prorateCents(0, 12, 31)).toBe(0);
  });

  it('rounds to a whole cent, half up', () => {
    // 1900 × 10 / 31 = 612.90… → 613; 1900 × 15 / 31 = 919.35… → 919
    expect(prorateCents(1900, 10, 31)).toBe(613);
    expect(prorateCents(1900, 15, 31)).toBe(919);
    // exactly half a cent: 100 × 1 / 8 = 12.5 → 13, 300 × 1 / 8 = 37.5 → 38
    expect(prorateCents(100, 1, 8)).toBe(13);
    expect(prorateCents(300, 1, 8)).toBe(38);
    // just under half: 1 × 1 / 3 = 0.33… → 0; just over: 2 × 1 / 3 = 0.66… → 1
    expect(prorateCents(1, 1, 3)).toBe(0);
    expect(prorateCents(2, 1, 3)).toBe(1);
  });

  it('refuses what is not a proration', () => {
    expect(() => prorateCents(1500, 31, 30)).toThrow(RangeError);
    expect(() => prorateCents(1500, -1, 30)).toThrow(RangeError);
    expect(() => prorateCents(1500, 1, 0)).toThrow(RangeError);
    expect(() => prorateCents(15.5, 1, 30)).toThrow(RangeError);
    expect(() => prorateCents(-1, 1, 30)).toThrow(RangeError);
  });
});

describe('the billing period', () => {
  it('steps a month from the renewal day, falling back to a short month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
  });

  it('finds the period around today: the renewal day starts a new one', () => {
    expect(currentPeriod('2026-12-07', '2026-11-20')).toEqual({
      start: '2026-11-07',
      end: '2026-12-07',
      days_in_period: 30,
      days_left: 17,
    });
    expect(currentPeriod('2026-12-07', '2026-11-07')).toMatchObject({
      start: '2026-11-07',
      days_left: 30,
    });
    expect(currentPeriod('2026-12-07', '2026-12-06')).toMatchObject({
      end: '2026-12-07',
      days_left: 1,
    });
    // A renewal that has passed: the periods go on month by month from it.
    expect(currentPeriod('2026-12-07', '2026-12-07')).toEqual({
      start: '2026-12-07',
      end: '2027-01-07',
      days_in_period: 31,
      days_left: 31,
    });
    expect(currentPeriod('2026-01-31', '2026-03-15')).toEqual({
      start: '2026-02-28',
      end: '2026-03-31',
      days_in_period: 31,
      days_left: 16,
    });
    // A renewal months ahead: the period is the month before it.
    expect(currentPeriod('2027-03-10', '2026-12-31')).toMatchObject({
      start: '2026-12-10',
      end: '2027-01-10',
    });
  });
});
