import { Link } from 'shared/router';
import type { VendorServiceListItem } from 'shared/contracts/vendorServices';
import { formatDateTime } from 'shared/dates';
import {
  Button,
  CopyOutlined,
  DeleteOutlined,
  Flex,
  Tag,
  type TableColumnsType,
} from 'shared/ui/antd';

type Row = VendorServiceListItem;

/** What a row's links and buttons do. */
export interface ServiceColumnActions {
  servicePath: (id: number) => string;
  /** the row an action is running for (its buttons wait) */
  busyId: number | null;
  onDuplicate: (row: Row) => void;
  onDelete: (row: Row) => void;
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
}: ServiceColumnActions): TableColumnsType<Row> {
  return [
    {
      title: 'Service',
      ...sortable('name'),
      render: (_: unknown, row: Row) => (
        <Link to={servicePath(row.id)}>{row.name}</Link>
      ),
    },
    {
      title: 'Price',
      ...sortable('price'),
      render: (_: unknown, row: Row) => `$${row.price}`,
    },
    {
      title: 'Options',
      key: 'option_count',
      render: (_: unknown, row: Row) => row.option_count,
    },
    {
      title: 'Status',
      key: 'is_active',
      render: (_: unknown, row: Row) =>
        row.is_active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>,
    },
    {
      title: 'Updated',
      ...sortable('updated_on'),
      render: (_: unknown, row: Row) => formatDateTime(row.updated_on),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, row: Row) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            icon={<CopyOutlined aria-hidden="true" />}
            aria-label={`Duplicate ${row.name}`}
            disabled={busyId === row.id}
            onClick={() => onDuplicate(row)}
          >
            Duplicate
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            aria-label={`Delete ${row.name}`}
            disabled={busyId === row.id}
            onClick={() => onDelete(row)}
          >
            Delete
          </Button>
        </Flex>
      ),
    },
  ];
}
