import { Link } from 'shared/router';
import type { VendorServiceListItem } from 'shared/contracts/vendorServices';
import { formatDateTime } from 'shared/dates';
import { formatApiAmount } from 'shared/i18n';
import {
  Button,
  CopyOutlined,
  DeleteOutlined,
  Flex,
  Tag,
  type TableColumnsType,
} from 'shared/ui/antd';

import type { Translate } from '../../i18n/t';

type Row = VendorServiceListItem;

/** What a row's links and buttons do. */
export interface ServiceColumnActions {
  servicePath: (id: number) => string;
  /** the row an action is running for (its buttons wait) */
  busyId: number | null;
  onDuplicate: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** the page's translate function */
  t: Translate;
}

/** A column the api sorts by its key (PagedTable shows the URL's ordering on it). */
const sortable = (key: string) => ({
  key,
  sorter: true,
  sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
});

/** The services table's columns; the sortable ones sort on the server by their key. */
export function vendorServiceColumns({
  servicePath,
  busyId,
  onDuplicate,
  onDelete,
  t,
}: ServiceColumnActions): TableColumnsType<Row> {
  return [
    {
      title: t('list.service'),
      ...sortable('name'),
      render: (_: unknown, row: Row) => (
        <Link to={servicePath(row.id)}>{row.name}</Link>
      ),
    },
    {
      title: t('list.price'),
      ...sortable('price'),
      render: (_: unknown, row: Row) => formatApiAmount(row.price),
    },
    {
      title: t('list.options'),
      key: 'option_count',
      render: (_: unknown, row: Row) => row.option_count,
    },
    {
      title: t('list.status'),
      key: 'is_active',
      render: (_: unknown, row: Row) =>
        row.is_active ? (
          <Tag color="green">{t('list.active')}</Tag>
        ) : (
          <Tag>{t('list.inactive')}</Tag>
        ),
    },
    {
      title: t('list.updated'),
      ...sortable('updated_on'),
      render: (_: unknown, row: Row) => formatDateTime(row.updated_on),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_: unknown, row: Row) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            icon={<CopyOutlined aria-hidden="true" />}
            aria-label={t('list.duplicateNamed', { name: row.name })}
            disabled={busyId === row.id}
            onClick={() => onDuplicate(row)}
          >
            {t('list.duplicate')}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            aria-label={t('list.deleteNamed', { name: row.name })}
            disabled={busyId === row.id}
            onClick={() => onDelete(row)}
          >
            {t('list.delete')}
          </Button>
        </Flex>
      ),
    },
  ];
}
