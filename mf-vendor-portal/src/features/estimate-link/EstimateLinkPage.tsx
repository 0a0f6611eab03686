import { useState } from 'react';
import useSWR from 'swr';
import { isApiError } from 'shared/api';
import type { VendorCustomerEstimate } from 'shared/contracts/estimateQuotes';
import { formatDate } from 'shared/dates';
import { useParams } from 'shared/router';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { Input } from 'shared/ui/antd';
import { quoteMoney } from 'shared/ui/quote';
import { EstimatePdf, StatusMoves, type RecordMove } from 'shared/ui/records';
import {
  answerLinkedEstimate,
  estimateLinkKeys,
  getLinkedEstimate,
} from './api';
import { useLiveVendorEstimate } from './live';
import '../../components/shopFloor.css';
import './estimateLink.css';
import { errorWords } from '../../i18n/t';

const FALLBACK = 'We could not send your answer. Please try again.';

type Decision = 'approve' | 'decline';

/** The customer's two answers, as moves of the estimate. */
const ANSWERS: readonly RecordMove<Decision>[] = [
  { to: 'approve', action: 'Approve estimate' },
  { to: 'decline', action: 'Decline estimate' },
];

/** The customer's answer in words, once there is one. */
function AnswerText({ estimate }: { estimate: VendorCustomerEstimate }) {
  const { answer, order } = estimate;
  if (!answer) return null;
  const verb = estimate.status === 'declined' ? 'declined' : 'approved';
  return (
    <div className="vp-card" role="status">
      <p>
        You {verb} version {answer.version} on {formatDate(answer.answered_on)}.
        {answer.note ? ` Your note: “${answer.note}”` : ''}
      </p>
      {order && (
        <p>
          It is now order <strong>{order.order_no}</strong>:{' '}
          {estimate.vendor_name} starts the work.
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
  const [note, setNote] = useState('');
  const quote = estimate.quote!;

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
        Version {quote.version_no}, sent on {formatDate(quote.sent_on)}
      </p>
      {quote.message && (
        <section className="vp-card" aria-labelledby="el-message">
          <h2 id="el-message">Message from {estimate.vendor_name}</h2>
          <p className="el-message">{quote.message}</p>
        </section>
      )}
      <section className="vp-card" aria-labelledby="el-lines">
        <h2 id="el-lines">What it costs</h2>
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
            <span>Total</span>
            <strong>{quoteMoney(quote.total)}</strong>
          </li>
        </ul>
        {quote.valid_until && (
          <p>Valid until {formatDate(quote.valid_until)}.</p>
        )}
        {quote.not_to_exceed && (
          <p>
            The work will not cost more than {quoteMoney(quote.not_to_exceed)}{' '}
            without asking you again.
          </p>
        )}
        <EstimatePdf
          path={`vendor-estimates/by-token/${encodeURIComponent(token)}/estimate.pdf`}
        />
      </section>
      {estimate.status === 'quoted' && (
        <section className="vp-card vp-stack" aria-labelledby="el-answer">
          <h2 id="el-answer">Your answer</h2>
          <label htmlFor="el-note">A note for the workshop (optional)</label>
          <Input.TextArea
            id="el-note"
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <StatusMoves
            moves={ANSWERS}
            danger={['decline']}
            submit={send}
            // revised, expired or answered meanwhile: show the estimate as it is now
            onConflict={() => onChanged()}
            fallback={FALLBACK}
            label="Your answer"
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

  if (isLoading) return <PageLoader label="Loading your estimate" />;
  if (error && isApiError(error) && error.status === 404)
    return (
      <StatusPage mark="!" tone="warning" title="This link does not work">
        <p>Check the link in your mail, or ask the workshop for a new one.</p>
      </StatusPage>
    );
  if (error || !data)
    return (
      <div className="vp-page">
        <h1>Your estimate</h1>
        <ErrorState
          title="We could not load your estimate."
          message={errorWords(error)}
          onRetry={() => void mutate()}
        />
      </div>
    );
  return (
    <div className="vp-page vp-stack">
      <h1 id="el-title">
        Estimate {data.estimate_no} from {data.vendor_name}
      </h1>
      <p>
        Status: <strong>{data.status_label}</strong>
      </p>
      <AnswerText estimate={data} />
      {data.quote ? (
        <Quote
          token={token}
          estimate={data}
          onChanged={(after) => void (after ? mutate(after) : mutate())}
        />
      ) : (
        <p>The workshop has not sent this estimate yet.</p>
      )}
    </div>
  );
}
