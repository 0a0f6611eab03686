import { formatDate } from 'shared/dates';
import type { Discount } from 'shared/contracts/discounts';
import { Button, Flex, Tag, type TableColumnsType } from 'shared/ui/antd';
import { STATUS_COLORS, STATUS_LABELS, usesText, valueText } from './format';

/** What a row's buttons ask for: the page opens the dialog or asks first. */
export type DiscountAction = 'change' | 'deactivate' | 'delete';

/** What the signed-in user may do, and where the row's buttons report. */
export interface DiscountColumnsOptions {
  canEdit: boolean;
  canDelete: boolean;
  onAction: (action: DiscountAction, discount: Discount) => void;
}

const dates = (d: Discount): string => {
  if (!d.starts_on && !d.ends_on) return 'No end date';
  const from = d.starts_on ? formatDate(d.starts_on) : 'now';
  return d.ends_on ? `${from} – ${formatDate(d.ends_on)}` : `From ${from}`;
};

/** The discounts table's columns; code, value, uses and dates sort on the server. */
export function discountColumns({
  canEdit,
  canDelete,
  onAction,
}: DiscountColumnsOptions): TableColumnsType<Discount> {
  const columns: TableColumnsType<Discount> = [
    {
      title: 'Code',
      key: 'code',
      sorter: true,
      render: (_: unknown, d: Discount) => <strong>{d.code}</strong>,
    },
    {
      title: 'Value',
      key: 'value',
      sorter: true,
      render: (_: unknown, d: Discount) =>
        d.min_subtotal
          ? `${valueText(d)} orders of $${d.min_subtotal} or more`
          : valueText(d),
    },
    {
      title: 'Uses',
      key: 'uses',
      sorter: true,
      render: (_: unknown, d: Discount) =>
        d.once_per_customer
          ? `${usesText(d)} · once per customer`
          : usesText(d),
    },
    {
      title: 'Dates',
      key: 'starts_on',
      sorter: true,
      render: (_: unknown, d: Discount) => dates(d),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, d: Discount) => (
        <Tag color={STATUS_COLORS[d.status]}>{STATUS_LABELS[d.status]}</Tag>
      ),
    },
  ];
  if (!canEdit && !canDelete) return columns;
  return [
    ...columns,
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, d: Discount) => (
        <Flex gap={8} wrap>
          {canEdit && (
            <Button
              size="small"
              aria-label={`Change ${d.code}`}
              onClick={() => onAction('change', d)}
            >
              Change
            </Button>
          )}
          {canEdit && d.is_active && (
            <Button
              size="small"
              aria-label={`Deactivate ${d.code}`}
              onClick={() => onAction('deactivate', d)}
            >
              Deactivate
            </Button>
          )}
          {canDelete && (
            <Button
              size="small"
              danger
              aria-label={`Delete ${d.code}`}
              onClick={() => onAction('delete', d)}
            >
              Delete
            </Button>
          )}
        </Flex>
      ),
    },
  ];
}
