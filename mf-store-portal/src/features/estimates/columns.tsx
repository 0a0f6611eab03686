import { Link } from 'shared/router';
import type { EstimateListItem } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag, type TableColumnsType } from 'shared/ui/antd';
import { money } from '../../components/money';
import { estimateStatusLabel } from './formatters';

/** The estimates table's columns; `base` is the portal's path ('/portal'). */
export function estimateColumns(
  base: string,
): TableColumnsType<EstimateListItem> {
  return [
    {
      title: 'Estimate',
      key: 'estimate_no',
      sorter: true,
      render: (_: unknown, e: EstimateListItem) => (
        <Link to={`${base}/estimate/${e.id}`}>#{e.estimate_no}</Link>
      ),
    },
    {
      title: 'Date',
      key: 'created_on',
      sorter: true,
      render: (_: unknown, e: EstimateListItem) => (
        <span>{formatDate(e.created_on)}</span>
      ),
    },
    {
      title: 'Customer',
      key: 'customer',
      render: (_: unknown, e: EstimateListItem) => (
        <span>{e.customer_name || e.contact_email}</span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      sorter: true,
      render: (_: unknown, e: EstimateListItem) => (
        <Tag>{estimateStatusLabel(e.status)}</Tag>
      ),
    },
    {
      title: 'Location',
      key: 'location',
      render: (_: unknown, e: EstimateListItem) => (
        <span>{e.location?.name ?? '—'}</span>
      ),
    },
    {
      title: 'Subtotal',
      key: 'subtotal',
      sorter: true,
      align: 'right',
      render: (_: unknown, e: EstimateListItem) => (
        <span>{money(e.subtotal)}</span>
      ),
    },
  ];
}
