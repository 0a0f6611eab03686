import { Empty, Table } from 'shared/ui/antd';
import { ErrorState, PageLoader } from 'shared/ui';
import { STACKED_TABLE_CLASS } from 'shared/ui';
import { locationColumns } from './columns';
import { useLocations } from './hooks';

/** The store's locations (/portal/location), where store roles land after login. */
export function LocationsPage() {
  const { locations, storeId, isLoading, error, retry } = useLocations();

  if (isLoading) return <PageLoader label="Loading locations" />;
  if (error) {
    return (
      <ErrorState
        title="We could not load your locations."
        message={error.message}
        onRetry={retry}
      />
    );
  }
  return (
    <div style={{ padding: 24 }}>
      <h1 style={{ marginTop: 0, fontSize: 24 }}>Locations</h1>
      {storeId === null || locations.length === 0 ? (
        <Empty description="No locations yet." />
      ) : (
        <Table<(typeof locations)[number]>
          className={STACKED_TABLE_CLASS}
          rowKey="id"
          columns={locationColumns}
          dataSource={locations}
          pagination={false}
        />
      )}
    </div>
  );
}
