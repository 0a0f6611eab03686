import { Link } from 'shared/router';
import type { AdminStore } from 'shared/contracts/access';
import { Button, Flex, Tag, type TableColumnsType } from 'shared/ui/antd';
import { spt as t } from '../../i18n/t';

/** The stores list's columns; the actions open the store's portal or ask to (de)activate it. */
export const storeColumns = (
  onToggle: (store: AdminStore) => void,
): TableColumnsType<AdminStore> => [
  { title: t('admin.store'), dataIndex: 'name', key: 'name' },
  { title: t('admin.host'), dataIndex: 'url', key: 'url' },
  {
    title: t('admin.owner'),
    key: 'owner',
    render: (_: unknown, store: AdminStore) =>
      store.owner_email ?? t('admin.noOwner'),
  },
  {
    title: t('admin.status'),
    key: 'status',
    render: (_: unknown, store: AdminStore) =>
      store.is_active ? (
        <Tag color="green">{t('admin.statuses.active')}</Tag>
      ) : (
        <Tag>{t('admin.statuses.inactive')}</Tag>
      ),
  },
  {
    title: t('admin.actions'),
    key: 'actions',
    render: (_: unknown, store: AdminStore) => (
      <Flex wrap gap={8}>
        {store.owner_email && (
          <Link
            to={`/authenticate/${store.id}`}
            aria-label={t('admin.openPortalNamed', { name: store.name })}
          >
            {t('admin.openPortal')}
          </Link>
        )}
        <Button
          size="small"
          danger={store.is_active}
          onClick={() => onToggle(store)}
          aria-label={t(
            store.is_active ? 'admin.deactivateNamed' : 'admin.activateNamed',
            { name: store.name },
          )}
        >
          {t(store.is_active ? 'admin.deactivate' : 'admin.activate')}
        </Button>
      </Flex>
    ),
  },
];
