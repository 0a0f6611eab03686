import { useState } from 'react';
import { Link, useNavigate, useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { formatDateTime } from 'shared/dates';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { localiseErrorMessage } from 'shared/i18n';
import { Button } from 'shared/ui/antd';
import { QuoteEditor, QuoteHistory } from 'shared/ui/quote';
import { EstimatePdf, StatusMoves } from 'shared/ui/records';
import { ESTIMATE, movesFrom } from 'shared/workflow';
import { useBasePath } from '../../basePath';
import {
  VendorCustomerCard,
  VendorTimeline,
} from '../../components/RecordDetails';
import { RecordLines } from '../../components/RecordLines';
import { statusText, useVendorT } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import {
  convertEstimate,
  moveEstimate,
  saveEstimateQuote,
} from '../../records/salesApi';
import { useEstimate } from '../../records/salesHooks';
import { useWorkOrderWrite as useRecordWrite } from '../../records/useWorkOrderWrite';
import { draftOf } from './quoteDraft';
import '../../components/shopFloor.css';

/** Statuses whose quote the vendor may still write (a change to an approved one asks again). */
// An expired quote can be revised (with a new valid-until day) and sent again.
const QUOTE_OPEN: readonly string[] = [
  'requested',
  'quoted',
  'accepted',
  'expired',
];

/**
 * One of the vendor's estimates (/portal/estimate/:id): the vendor writes the quote and sends it
 * (the shared quote editor), records the customer's answer, converts it into an order at the sent
 * price, and sees every version it sent.
 */
export function EstimatePage() {
  const t = useVendorT();
  const id = Number(useParams<{ id: string }>().id) || null;
  const basePath = useBasePath();
  const navigate = useNavigate();
  const { estimate, error, isLoading, refresh } = useEstimate(id);
  const { conflict, write } = useRecordWrite(refresh);
  const [converting, setConverting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <PageLoader label={t('record.estimate.loading')} />;
  if (error || !estimate) {
    const missing = !id || (isApiError(error) && error.status === 404);
    return (
      <div className="vp-page">
        <h1>{t('record.estimate.title')}</h1>
        <ErrorState
          title={
            missing
              ? t('record.estimate.missing')
              : t('record.estimate.loadFailed')
          }
          message={
            missing ? undefined : localiseErrorMessage(error?.message ?? '')
          }
          onRetry={missing ? undefined : () => void refresh()}
        />
      </div>
    );
  }

  const handleConvert = async () => {
    setConverting(true);
    setFailure(null);
    let orderId: number | null = null;
    try {
      await write(async () => {
        orderId = (await convertEstimate(estimate.id, estimate.version))
          .sales_order_id;
      });
    } catch (e) {
      setFailure(
        e instanceof Error
          ? localiseErrorMessage(e.message)
          : t('record.estimate.failed'),
      );
    } finally {
      setConverting(false);
    }
    if (orderId !== null)
      navigate(vendorPortalPaths.salesOrder(basePath, orderId));
  };

  return (
    <div className="vp-page vp-stack">
      <h1>{t('record.estimate.titleFor', { no: estimate.estimate_no })}</h1>
      {conflict && (
        <Banner
          type="warning"
          title={conflict}
          subtitle={t('record.estimate.asNow')}
        />
      )}
      {failure && <Banner type="failure" title={failure} />}
      <p>
        <strong>{statusText(ESTIMATE, estimate.status)}</strong> ·{' '}
        {formatDateTime(estimate.created_on)}
      </p>
      {estimate.sales_order_id !== null && (
        <p>
          <Link
            to={vendorPortalPaths.salesOrder(basePath, estimate.sales_order_id)}
          >
            {t('record.estimate.openOrder')}
          </Link>
        </p>
      )}
      <StatusMoves
        moves={movesFrom(ESTIMATE, estimate.status, 'store').filter(
          (move) => move.to !== 'converted' && move.to !== 'quoted',
        )}
        record={ESTIMATE}
        statusLabel={(to) => statusText(ESTIMATE, to)}
        ask={{ declined: {} }}
        large
        submit={(to) =>
          write(() =>
            moveEstimate(estimate.id, { to, version: estimate.version }),
          )
        }
      />
      {estimate.status === 'accepted' && (
        <div className="vp-actions">
          <Button
            type="primary"
            loading={converting}
            onClick={() => void handleConvert()}
          >
            {t('record.estimate.convert')}
          </Button>
        </div>
      )}
      {estimate.quote_version > 0 && (
        <EstimatePdf path={`vendor/estimates/${estimate.id}/estimate.pdf`} />
      )}
      <VendorCustomerCard customer={estimate.customer} />
      {QUOTE_OPEN.includes(estimate.status) ? (
        <QuoteEditor
          draft={draftOf(estimate)}
          version={estimate.version}
          firstSend={estimate.quote_version === 0}
          save={(input) => saveEstimateQuote(estimate.id, input)}
          send={(version) =>
            moveEstimate(estimate.id, { to: 'quoted', version })
          }
          onChanged={() => void refresh()}
          sentText={t('record.estimate.sent')}
        />
      ) : (
        <RecordLines
          record={estimate}
          isEditable={false}
          onSave={() => Promise.resolve(false)}
        />
      )}
      <QuoteHistory
        versions={estimate.versions}
        current={estimate.quote_version}
        answer={
          estimate.answer && (
            <>
              {t(
                estimate.status === 'declined'
                  ? 'record.estimate.declinedBy'
                  : 'record.estimate.approvedBy',
                {
                  who: estimate.answer.answered_by,
                  date: formatDateTime(estimate.answer.answered_on),
                  version: estimate.answer.version,
                },
              )}
              {estimate.answer.note ? `: “${estimate.answer.note}”` : '.'}
            </>
          )
        }
      />
      {estimate.notes && (
        <section className="vp-card" aria-labelledby="est-notes">
          <h2 id="est-notes">{t('record.notes')}</h2>
          <p>{estimate.notes}</p>
        </section>
      )}
      <section className="vp-card" aria-labelledby="est-timeline">
        <h2 id="est-timeline">{t('record.timeline')}</h2>
        <VendorTimeline events={estimate.events} machine={ESTIMATE} />
      </section>
    </div>
  );
}
