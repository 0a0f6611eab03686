import { Tag, type TableColumnsType } from 'shared/ui/antd';
import { stackedColumns } from 'shared/ui/portal';
import type { Translate } from '../../i18n/t';
import type { Location } from './api';
import { LocationActions } from './components/LocationActions';
import { formatAddress } from './format';

const baseColumns = (t: Translate): TableColumnsType<Location> => [
  {
    title: t('locations.name'),
    dataIndex: 'name',
    key: 'name',
    render: (_: unknown, location: Location) => (
      <span>
        {location.name}
        {location.is_default && (
          <Tag color="green" style={{ marginLeft: 8 }}>
            {t('locations.default')}
          </Tag>
        )}
      </span>
    ),
  },
  {
    title: t('locations.address'),
    key: 'address',
    render: (_: unknown, location: Location) => formatAddress(location),
  },
  {
    title: t('locations.phone'),
    dataIndex: 'phone',
    key: 'phone',
    render: (phone: string | null) => phone || '—',
  },
];

/** The list's columns; the owner's add the actions (edit, make default, remove). */
export function locationColumns(
  isOwner: boolean,
  t: Translate,
): TableColumnsType<Location> {
  return stackedColumns<Location>(
    isOwner
      ? [
          ...baseColumns(t),
          {
            title: t('locations.actions'),
            key: 'actions',
            render: (_: unknown, location: Location) => (
              <LocationActions location={location} />
            ),
          },
        ]
      : baseColumns(t),
  );
}
