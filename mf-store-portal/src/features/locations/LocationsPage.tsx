import { useMemo } from 'react';
import { useNavigate } from 'shared/router';
import { Button, Empty, Flex, Table } from 'shared/ui/antd';
import { ErrorState, PageLoader } from 'shared/ui';
import { STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { usePortalBase } from '../../records/basePath';
import { useStorePortalT } from '../../i18n/t';
import { storePortalPaths } from '../../paths';
import { locationColumns } from './columns';
import { useIsStoreOwner, useLocations } from './hooks';

/** The store's locations (/portal/location), where store roles land after login; the owner adds, edits, sets the default, removes. */
export function LocationsPage() {
  const { locations, storeId, isLoading, error, retry } = useLocations();
  const isOwner = useIsStoreOwner() && storeId !== null;
  const base = usePortalBase();
  const navigate = useNavigate();
  const t = useStorePortalT();
  const columns = useMemo(() => locationColumns(isOwner, t), [isOwner, t]);

  if (isLoading) return <PageLoader label={t('locations.loading')} />;
  if (error) {
    return (
      <ErrorState
        title={t('locations.loadFailed')}
        message={error.message}
        onRetry={retry}
      />
    );
  }
  const addLink = isOwner && (
    <Button
      type="primary"
      onClick={() => navigate(storePortalPaths.addLocation(base))}
    >
      {t('locations.add')}
    </Button>
  );
  return (
    <div style={{ padding: 24, maxWidth: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <h1 style={{ marginTop: 0, fontSize: 24 }}>{t('locations.title')}</h1>
        {addLink}
      </Flex>
      {storeId === null || locations.length === 0 ? (
        <Empty
          description={
            isOwner ? t('locations.emptyOwner') : t('locations.empty')
          }
        />
      ) : (
        <Table<(typeof locations)[number]>
          className={STACKED_TABLE_CLASS}
          rowKey="id"
          columns={columns}
          dataSource={locations}
          pagination={false}
        />
      )}
    </div>
  );
}
