import { Tag, type TableColumnsType } from 'shared/ui/antd';
import { stackedColumns } from 'shared/ui';
import type { Location } from './api';

/** One line of the address: street, city, state and zip. */
export function formatAddress(location: Location): string {
  const cityLine = [
    location.city,
    [location.state, location.zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [location.address_line1, cityLine].filter(Boolean).join(', ');
}

export const locationColumns: TableColumnsType<Location> =
  stackedColumns<Location>([
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
  ]);
