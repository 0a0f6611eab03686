import { useParams } from 'shared/router';
import { PageLoader } from 'shared/ui';
import { Card } from 'shared/ui/antd';
import { DetailError } from '../../components/DetailError';
import { DetailPage } from '../../components/DetailPage';
import { OrderLines } from '../../components/OrderLines';
import { recordPath } from '../../records/api';
import { useRefreshEvents } from '../../records/hooks';
import { Timeline } from '../../records/Timeline';
import { EstimateActions } from './components/EstimateActions';
import { EstimateNotes } from './components/EstimateNotes';
import { EstimateOverview } from './components/EstimateOverview';
import { useEstimate } from './hooks';
import './estimates.css';

/** An estimate request of the store (/portal/estimate/:id), where an estimate notification leads: its moves and its timeline. */
export function EstimatePage() {
  const { id } = useParams<{ id: string }>();
  const { estimate, isLoading, error, retry, refresh } = useEstimate(id);
  const path = recordPath('estimates', id ?? '');
  const refreshEvents = useRefreshEvents(path);

  if (isLoading) return <PageLoader label="Loading estimate" />;
  if (error || !estimate) {
    return <DetailError noun="estimate" error={error} onRetry={retry} />;
  }
  return (
    <DetailPage title={`Estimate #${estimate.estimate_no}`}>
      <EstimateActions
        estimate={estimate}
        onChanged={() => {
          void refresh();
          refreshEvents();
        }}
      />
      <EstimateOverview estimate={estimate} />
      <Card title="Requested services" size="small">
        <OrderLines lines={estimate.lines} />
      </Card>
      {estimate.notes.trim() !== '' && <EstimateNotes notes={estimate.notes} />}
      <Timeline path={path} />
    </DetailPage>
  );
}
