import { formatDate } from 'shared/dates';
import type { Discount } from 'shared/contracts/discounts';
import { Button, Flex, Tag, type TableColumnsType } from 'shared/ui/antd';
import { money } from '../../components/money';
import { spt } from '../../i18n/t';
import { STATUS_COLORS, statusLabel, usesText, valueText } from './format';

/** What a row's buttons ask for: the page opens the dialog or asks first. */
export type DiscountAction = 'change' | 'deactivate' | 'delete';

/** What the signed-in user may do, and where the row's buttons report. */
export interface DiscountColumnsOptions {
  canEdit: boolean;
  canDelete: boolean;
  onAction: (action: DiscountAction, discount: Discount) => void;
}

const dates = (d: Discount): string => {
  if (!d.starts_on && !d.ends_on) return spt('discounts.noEnd');
  const from = d.starts_on ? formatDate(d.starts_on) : spt('discounts.now');
  return d.ends_on
    ? spt('discounts.range', { from, to: formatDate(d.ends_on) })
    : spt('discounts.from', { from });
};

/** The discounts table's columns; code, value, uses and dates sort on the server. */
export function discountColumns({
  canEdit,
  canDelete,
  onAction,
}: DiscountColumnsOptions): TableColumnsType<Discount> {
  const columns: TableColumnsType<Discount> = [
    {
      title: spt('discounts.code'),
      key: 'code',
      sorter: true,
      render: (_: unknown, d: Discount) => <strong>{d.code}</strong>,
    },
    {
      title: spt('discounts.value'),
      key: 'value',
      sorter: true,
      render: (_: unknown, d: Discount) =>
        d.min_subtotal
          ? spt('discounts.minSubtotal', {
              value: valueText(d),
              amount: money(d.min_subtotal),
            })
          : valueText(d),
    },
    {
      title: spt('discounts.usesColumn'),
      key: 'uses',
      sorter: true,
      render: (_: unknown, d: Discount) =>
        d.once_per_customer
          ? spt('discounts.oncePerCustomer', { uses: usesText(d) })
          : usesText(d),
    },
    {
      title: spt('discounts.dates'),
      key: 'starts_on',
      sorter: true,
      render: (_: unknown, d: Discount) => dates(d),
    },
    {
      title: spt('discounts.status'),
      key: 'status',
      render: (_: unknown, d: Discount) => (
        <Tag color={STATUS_COLORS[d.status]}>{statusLabel(d.status)}</Tag>
      ),
    },
  ];
  if (!canEdit && !canDelete) return columns;
  return [
    ...columns,
    {
      title: spt('discounts.actions'),
      key: 'actions',
      render: (_: unknown, d: Discount) => (
        <Flex gap={8} wrap>
          {canEdit && (
            <Button
              size="small"
              aria-label={spt('discounts.changeNamed', { code: d.code })}
              onClick={() => onAction('change', d)}
            >
              {spt('discounts.change')}
            </Button>
          )}
          {canEdit && d.is_active && (
            <Button
              size="small"
              aria-label={spt('discounts.deactivateNamed', { code: d.code })}
              onClick={() => onAction('deactivate', d)}
            >
              {spt('discounts.deactivate')}
            </Button>
          )}
          {canDelete && (
            <Button
              size="small"
              danger
              aria-label={spt('discounts.deleteNamed', { code: d.code })}
              onClick={() => onAction('delete', d)}
            >
              {spt('discounts.delete')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
}
