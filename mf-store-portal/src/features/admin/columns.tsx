import { Link } from 'shared/router';
import type { AdminStore } from 'shared/contracts/access';
import { Button, Flex, Tag, type TableColumnsType } from 'shared/ui/antd';

/** The stores list's columns; the actions open the store's portal or ask to (de)activate it. */
export const storeColumns = (
  onToggle: (store: AdminStore) => void,
): TableColumnsType<AdminStore> => [
  { title: 'Store', dataIndex: 'name', key: 'name' },
  { title: 'Host', dataIndex: 'url', key: 'url' },
  {
    title: 'Owner',
    key: 'owner',
    render: (_: unknown, store: AdminStore) => store.owner_email ?? 'No owner',
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, store: AdminStore) =>
      store.is_active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>,
  },
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, store: AdminStore) => (
      <Flex wrap gap={8}>
        {store.owner_email && (
          <Link
            to={`/authenticate/${store.id}`}
            aria-label={`Open portal: ${store.name}`}
          >
            Open portal
          </Link>
        )}
        <Button
          size="small"
          danger={store.is_active}
          onClick={() => onToggle(store)}
          aria-label={`${store.is_active ? 'Deactivate' : 'Activate'} ${store.name}`}
        >
          {store.is_active ? 'Deactivate' : 'Activate'}
        </Button>
      </Flex>
    ),
  },
];
