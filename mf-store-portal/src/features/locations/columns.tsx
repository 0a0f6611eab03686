import { Tag, type TableColumnsType } from 'shared/ui/antd';
import { stackedColumns } from 'shared/ui/portal';
import type { Location } from './api';
import { LocationActions } from './components/LocationActions';
import { formatAddress } from './format';

const baseColumns: TableColumnsType<Location> = [
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    render: (_: unknown, location: Location) => (
      <span>
        {location.name}
        {location.is_default && (
          <Tag color="green" style={{ marginLeft: 8 }}>
            Default
          </Tag>
        )}
      </span>
    ),
  },
  {
    title: 'Address',
    key: 'address',
    render: (_: unknown, location: Location) => formatAddress(location),
  },
  {
    title: 'Phone',
    dataIndex: 'phone',
    key: 'phone',
    render: (phone: string | null) => phone || '—',
  },
];

/** The list's columns; the owner's add the actions (edit, make default, remove). */
export function locationColumns(isOwner: boolean): TableColumnsType<Location> {
  return stackedColumns<Location>(
    isOwner
      ? [
          ...baseColumns,
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, location: Location) => (
              <LocationActions location={location} />
            ),
          },
        ]
      : baseColumns,
  );
}
