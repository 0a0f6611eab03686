import type { OrderLine } from 'shared/contracts';
import { chargeItemName } from './customerText';

const line = (name: string) =>
  ({ service: { id: 1, name, image: null } }) as OrderLine;
const order = {
  order_no: '1000001',
  lines: [line('Ring Sizing'), line('Chain Repair')],
};

test("a charge's work-order item is the line's service, never the internal code", () => {
  expect(chargeItemName({ item_number: 'WO-1000001-1' }, order)).toBe(
    'Ring Sizing',
  );
  expect(chargeItemName({ item_number: 'WO-1000001-2' }, order)).toBe(
    'Chain Repair',
  );
  expect(chargeItemName({ item_number: 'WO-1000001-3' }, order)).toBeNull();
  expect(chargeItemName({ item_number: 'WO-9999999-1' }, order)).toBeNull();
  expect(chargeItemName({ item_number: 'internal-42' }, order)).toBeNull();
  expect(chargeItemName(null, order)).toBeNull();
});

test("chargeItemName prefers the api's item name and falls back to the line position", () => {
  expect(
    chargeItemName(
      { item_number: 'WO-1000001-2', item_name: 'Ring Sizing, Chain Repair' },
      order,
    ),
  ).toBe('Ring Sizing, Chain Repair');
  expect(
    chargeItemName({ item_number: 'WO-1000001-2', item_name: null }, order),
  ).toBe('Chain Repair');
  expect(
    chargeItemName({ item_number: 'WO-1000001-2', item_name: '  ' }, order),
  ).toBe('Chain Repair');
  expect(
    chargeItemName({ item_number: 'internal-42', item_name: null }, order),
  ).toBeNull();
});
