import { useParams } from 'shared/router';
import { PageLoader } from 'shared/ui';
import { Card } from 'shared/ui/antd';
import { QuoteEditor, QuoteHistory } from 'shared/ui/quote';
import { LinesTable } from 'shared/ui/records';
import { DetailError } from '../../components/DetailError';
import { DetailPage } from '../../components/DetailPage';
import { toRecordLines } from '../../components/lines';
import { useStorePortalT } from '../../i18n/t';
import { recordPath } from '../../records/api';
import { useRefreshEvents } from '../../records/hooks';
import { Timeline } from '../../records/Timeline';
import { EstimateActions } from './components/EstimateActions';
import { EstimateNotes } from './components/EstimateNotes';
import { EstimateOverview } from './components/EstimateOverview';
import { useEstimate } from './hooks';
import { saveQuote, sendQuote } from './api';
import { AnswerText } from './quote/AnswerText';
import { draftOf } from './quote/quoteDraft';
import './estimates.css';

/**
 * Statuses whose quote the store may still write (a change to an approved one asks again; a
 * revision of a converted one asks for work past the do-not-exceed amount, added to its order; a
 * revision of an expired one, with a new valid-until day, asks again).
 */
const QUOTE_OPEN = new Set([
  'requested',
  'quoted',
  'accepted',
  'converted',
  'expired',
]);

/** An estimate request of the store (/portal/estimate/:id), where an estimate notification leads: its quote, the versions sent, its moves and its timeline. */
export function EstimatePage() {
  const t = useStorePortalT();
  const { id } = useParams<{ id: string }>();
  const { estimate, isLoading, error, retry, refresh } = useEstimate(id);
  const path = recordPath('estimates', id ?? '');
  const refreshEvents = useRefreshEvents(path);

  const changed = () => {
    void refresh();
    refreshEvents();
  };

  if (isLoading) return <PageLoader label={t('estimates.loading')} />;
  if (error || !estimate) {
    return <DetailError noun="estimate" error={error} onRetry={retry} />;
  }
  return (
    <DetailPage
      title={t('estimates.pageTitle', { number: estimate.estimate_no })}
    >
      <EstimateActions estimate={estimate} onChanged={changed} />
      <EstimateOverview estimate={estimate} />
      {estimate.notes.trim() !== '' && <EstimateNotes notes={estimate.notes} />}
      {QUOTE_OPEN.has(estimate.status) ? (
        <QuoteEditor
          draft={draftOf(estimate)}
          version={estimate.version ?? 1}
          firstSend={estimate.status === 'requested'}
          save={(input) => saveQuote(estimate.id, input)}
          send={(version) => sendQuote(estimate.id, version)}
          onChanged={changed}
        />
      ) : (
        <Card title={t('estimates.quotedLines')} size="small">
          <LinesTable lines={toRecordLines(estimate.lines)} />
        </Card>
      )}
      <QuoteHistory
        versions={estimate.versions}
        current={estimate.quote_version}
        answer={estimate.answer && <AnswerText estimate={estimate} />}
      />
      <Timeline path={path} />
    </DetailPage>
  );
}
