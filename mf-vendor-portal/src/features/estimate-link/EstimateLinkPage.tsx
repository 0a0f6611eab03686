import { useState } from 'react';
import useSWR from 'swr';
import { isApiError } from 'shared/api';
import type { VendorCustomerEstimate } from 'shared/contracts/estimateQuotes';
import { ESTIMATE_STATUSES } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { useParams } from 'shared/router';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { Input } from 'shared/ui/antd';
import { quoteMoney } from 'shared/ui/quote';
import { EstimatePdf, StatusMoves, type RecordMove } from 'shared/ui/records';
import { ESTIMATE } from 'shared/workflow';
import {
  answerLinkedEstimate,
  estimateLinkKeys,
  getLinkedEstimate,
} from './api';
import { useLiveVendorEstimate } from './live';
import '../../components/shopFloor.css';
import './estimateLink.css';
import { errorWords, statusText, useVendorT } from '../../i18n/t';

type Decision = 'approve' | 'decline';

/** Every estimate status has a note of what it means for the customer. */
const hasNote = (status: string) =>
  (ESTIMATE_STATUSES as readonly string[]).includes(status);

/** The customer's answer in words, once there is one. */
function AnswerText({ estimate }: { estimate: VendorCustomerEstimate }) {
  const t = useVendorT();
  const { answer, order } = estimate;
  if (!answer) return null;
  const verb = estimate.status === 'declined' ? 'declined' : 'approved';
  return (
    <div className="vp-card" role="status">
      <p>
        {t(`estimateLink.${verb}`, {
          version: answer.version,
          date: formatDate(answer.answered_on),
        })}
        {answer.note
          ? ` ${t('estimateLink.yourNote', { note: answer.note })}`
          : ''}
      </p>
      {order && (
        <p>
          {t('estimateLink.nowOrder')} <strong>{order.order_no}</strong>
          {t('estimateLink.nowOrderThen', { vendor: estimate.vendor_name })}
        </p>
      )}
    </div>
  );
}

/** The latest version the workshop sent, and the approve / decline form while it waits. */
function Quote({
  token,
  estimate,
  onChanged,
}: {
  token: string;
  estimate: VendorCustomerEstimate;
  onChanged: (after?: VendorCustomerEstimate) => void;
}) {
  const t = useVendorT();
  const [note, setNote] = useState('');
  const quote = estimate.quote!;
  const answers: readonly RecordMove<Decision>[] = [
    { to: 'approve', action: t('estimateLink.approve') },
    { to: 'decline', action: t('estimateLink.decline') },
  ];

  const send = async (decision: Decision) =>
    onChanged(
      await answerLinkedEstimate(token, {
        decision,
        version: quote.version_no,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    );

  return (
    <>
      <p>
        {t('estimateLink.version', {
          version: quote.version_no,
          date: formatDate(quote.sent_on),
        })}
      </p>
      {quote.message && (
        <section className="vp-card" aria-labelledby="el-message">
          <h2 id="el-message">
            {t('estimateLink.messageFrom', { vendor: estimate.vendor_name })}
          </h2>
          <p className="el-message">{quote.message}</p>
        </section>
      )}
      <section className="vp-card" aria-labelledby="el-lines">
        <h2 id="el-lines">{t('estimateLink.costs')}</h2>
        <ul className="el-lines">
          {quote.lines.map((line, index) => (
            <li key={index}>
              <span>
                {line.name}
                {line.quantity > 1 ? ` × ${line.quantity}` : ''}
              </span>
              <span>{quoteMoney(line.line_total)}</span>
            </li>
          ))}
          <li className="el-lines__total">
            <span>{t('estimateLink.total')}</span>
            <strong>{quoteMoney(quote.total)}</strong>
          </li>
        </ul>
        {quote.valid_until && (
          <p>
            {t('estimateLink.validUntil', {
              date: formatDate(quote.valid_until),
            })}
          </p>
        )}
        {quote.not_to_exceed && (
          <p>
            {t('estimateLink.notToExceed', {
              amount: quoteMoney(quote.not_to_exceed),
            })}
          </p>
        )}
        <EstimatePdf
          path={`vendor-estimates/by-token/${encodeURIComponent(token)}/estimate.pdf`}
        />
      </section>
      {estimate.status === 'quoted' && (
        <section className="vp-card vp-stack" aria-labelledby="el-answer">
          <h2 id="el-answer">{t('estimateLink.answer')}</h2>
          <label htmlFor="el-note">{t('estimateLink.noteLabel')}</label>
          <Input.TextArea
            id="el-note"
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <StatusMoves
            moves={answers}
            danger={['decline']}
            submit={send}
            // revised, expired or answered meanwhile: show the estimate as it is now
            onConflict={() => onChanged()}
            fallback={t('estimateLink.failed')}
            label={t('estimateLink.answer')}
            large
          />
        </section>
      )}
    </>
  );
}

/**
 * /estimate/:token on the vendor host: the estimate a workshop sent its customer, opened from the
 * mail's link (the token is the key). The customer reads the latest version and approves or
 * declines it with an optional note; an approval makes the workshop's order at once.
 */
export function EstimateLinkPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { data, error, isLoading, mutate } = useSWR<
    VendorCustomerEstimate,
    Error
  >(estimateLinkKeys.one(token), () => getLinkedEstimate(token), {
    shouldRetryOnError: false,
  });
  useLiveVendorEstimate(data?.live, mutate);
  const t = useVendorT();

  if (isLoading) return <PageLoader label={t('estimateLink.loading')} />;
  if (error && isApiError(error) && error.status === 404)
    return (
      <StatusPage mark="!" tone="warning" title={t('estimateLink.badLink')}>
        <p>{t('estimateLink.badLinkWhat')}</p>
      </StatusPage>
    );
  if (error || !data)
    return (
      <div className="vp-page">
        <h1>{t('estimateLink.yours')}</h1>
        <ErrorState
          title={t('estimateLink.loadFailed')}
          message={errorWords(error)}
          onRetry={() => void mutate()}
        />
      </div>
    );
  return (
    <div className="vp-page vp-stack">
      <h1 id="el-title">
        {t('estimateLink.title', {
          number: data.estimate_no,
          vendor: data.vendor_name,
        })}
      </h1>
      <p>
        {t('estimateLink.status')}{' '}
        <strong>{statusText(ESTIMATE, data.status)}</strong>
      </p>
      {hasNote(data.status) && (
        <p className="el-status-note">
          {t(`estimateLink.note.${data.status}`)}
        </p>
      )}
      <AnswerText estimate={data} />
      {data.quote ? (
        <Quote
          token={token}
          estimate={data}
          onChanged={(after) => void (after ? mutate(after) : mutate())}
        />
      ) : (
        <p>{t('estimateLink.notSent')}</p>
      )}
    </div>
  );
}
