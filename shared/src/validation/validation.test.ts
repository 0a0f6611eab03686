import {
  isMoneyInput,
  MESSAGES,
  moneySchema,
  nameSchema,
  orderNumberSchema,
  phoneSchema,
  trackOrderSchema,
  urlSchema,
} from 'shared/validation';

const errorOf = async (
  schema: { validate(v: unknown): Promise<unknown> },
  v: unknown,
) =>
  schema.validate(v).then(
    () => null,
    (e: Error) => e.message,
  );

test('order number: required and exactly 7 characters', async () => {
  expect(await errorOf(orderNumberSchema(), '')).toBe('This field is required');
  expect(await errorOf(orderNumberSchema(), undefined)).toBe(
    'This field is required',
  );
  expect(await errorOf(orderNumberSchema(), '123456')).toBe(
    'Please enter correct order number',
  );
  expect(await errorOf(orderNumberSchema(), '12345678')).toBe(
    'Please enter correct order number',
  );
  expect(await errorOf(orderNumberSchema(), '1000001')).toBeNull();
  expect(
    await errorOf(trackOrderSchema(), { order_number: '1000001' }),
  ).toBeNull();
  expect(await errorOf(trackOrderSchema(), {})).toBe('This field is required');
});

test('phone: optional country code then groups of 3-4 digits', async () => {
  for (const ok of [
    '555-123-4567',
    '+1 555 123 4567',
    '5551234567',
    '+44 2071 234 567',
    '',
  ]) {
    expect(await errorOf(phoneSchema(), ok)).toBeNull();
  }
  for (const bad of ['12', 'abc-def-ghij', '555-12-45'])
    expect(await errorOf(phoneSchema(), bad)).toBe(MESSAGES.phone);
});

test('name: letters and spaces, 2-30', async () => {
  expect(await errorOf(nameSchema(), 'Jane Doe')).toBeNull();
  expect(await errorOf(nameSchema(), 'J')).toBe(MESSAGES.name);
  expect(await errorOf(nameSchema(), 'Jane1')).toBe(MESSAGES.name);
  expect(await errorOf(nameSchema(), 'a'.repeat(31))).toBe(MESSAGES.name);
  expect(await errorOf(nameSchema(), 'a'.repeat(30))).toBeNull();
});

test('money: ≤2 decimals, ≤15 characters, no negative', async () => {
  expect(await errorOf(moneySchema(), '12.50')).toBeNull();
  expect(await errorOf(moneySchema(), '12.505')).toBe(MESSAGES.money);
  expect(await errorOf(moneySchema(), '-5')).toBe(MESSAGES.negative);
  expect(await errorOf(moneySchema(), '1234567890123.45')).toBe(
    MESSAGES.moneyLength,
  );
  expect(await errorOf(moneySchema(), '123456789012.45')).toBeNull();
  expect(isMoneyInput('12.')).toBe(true);
  expect(isMoneyInput('12.345')).toBe(false);
  expect(isMoneyInput('-1')).toBe(false);
  expect(isMoneyInput('1'.repeat(16))).toBe(false);
});

test('url: http or https only', async () => {
  expect(await errorOf(urlSchema(), 'https://acme.example/privacy')).toBeNull();
  expect(await errorOf(urlSchema(), 'http://acme.example')).toBeNull();
  expect(await errorOf(urlSchema(), 'ftp://acme.example')).toBe(MESSAGES.url);
  expect(await errorOf(urlSchema(), 'acme.example')).toBe(MESSAGES.url);
});
