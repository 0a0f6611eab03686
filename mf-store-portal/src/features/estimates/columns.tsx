import { Link } from 'shared/router';
import type { EstimateListItem } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag, type TableColumnsType } from 'shared/ui/antd';
import { money } from '../../components/money';
import type { Translate } from '../../i18n/t';
import { estimateStatusLabel } from './formatters';

/** The estimates table's columns; `base` is the portal's path ('/portal'). */
export function estimateColumns(
  base: string,
  t: Translate,
): TableColumnsType<EstimateListItem> {
  return [
    {
      title: t('estimates.estimate'),
      key: 'estimate_no',
      sorter: true,
      render: (_: unknown, e: EstimateListItem) => (
        <Link to={`${base}/estimate/${e.id}`}>#{e.estimate_no}</Link>
      ),
    },
    {
      title: t('estimates.date'),
      key: 'created_on',
      sorter: true,
      render: (_: unknown, e: EstimateListItem) => (
        <span>{formatDate(e.created_on)}</span>
      ),
    },
    {
      title: t('estimates.customer'),
      key: 'customer',
      render: (_: unknown, e: EstimateListItem) => (
        <span>{e.customer_name || e.contact_email}</span>
      ),
    },
    {
      title: t('estimates.status'),
      key: 'status',
      sorter: true,
      render: (_: unknown, e: EstimateListItem) => (
        <Tag>{estimateStatusLabel(e.status)}</Tag>
      ),
    },
    {
      title: t('estimates.location'),
      key: 'location',
      render: (_: unknown, e: EstimateListItem) => (
        <span>{e.location?.name ?? '—'}</span>
      ),
    },
    {
      title: t('estimates.subtotal'),
      key: 'subtotal',
      sorter: true,
      align: 'right',
      render: (_: unknown, e: EstimateListItem) => (
        <span>{money(e.subtotal)}</span>
      ),
    },
  ];
}
