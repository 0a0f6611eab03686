import { useState } from 'react';
import { buildUrl, isApiError } from 'shared/api';
import { formatDateIntl } from 'shared/i18n';
import { Link } from 'shared/router';
import { Banner } from 'shared/ui';
import { formatMoney } from '../formatters';
import { useStorefrontT, type Translate } from '../../../i18n/t';
import { answerQuote, type CustomerEstimate, type QuoteSource } from './api';
import './quotes.css';

const ANSWER_REFUSALS = new Set([
  'ESTIMATE_REVISED',
  'ESTIMATE_EXPIRED',
  'ESTIMATE_CLOSED',
  'TOO_MANY_REQUESTS',
  'NOT_FOUND',
]);

/**
 * A refused answer in the page's language: the api's refusal codes have their own words (the
 * expired day and the status as this page writes them); anything else is the generic failure.
 */
export function answerProblem(
  error: unknown,
  t: Translate,
  validUntil: string | null,
): string {
  if (!isApiError(error) || !ANSWER_REFUSALS.has(error.code))
    return t('quote.failed');
  const data = (error.data ?? {}) as {
    valid_until?: string;
    current?: { status?: string };
  };
  const day = data.valid_until ?? validUntil;
  return t(`quote.errors.${error.code}`, {
    date: day ? formatDateIntl(day, 'date') : '',
    status: t(`quote.status.${data.current?.status ?? 'quoted'}`),
  });
}

export interface QuoteViewProps {
  estimate: CustomerEstimate;
  source: QuoteSource;
  /** the estimate as the api answers it now (after an answer, or a 409) */
  onChanged: (estimate?: CustomerEstimate) => void;
}

/**
 * An estimate as its customer reads it (ADR 0026): the latest version the store sent, the
 * customer's answer (approve or decline, with an optional note), and once approved its order's
 * payment. A refused answer (revised, expired, answered) shows why and the page reloads.
 */
export function QuoteView({ estimate, source, onChanged }: QuoteViewProps) {
  const t = useStorefrontT();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { quote, answer, order } = estimate;

  const send = async (decision: 'approve' | 'decline') => {
    if (!quote) return;
    setPending(true);
    setProblem(null);
    try {
      const after = await answerQuote(source, {
        decision,
        version: quote.version_no,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onChanged(after);
    } catch (error) {
      setProblem(answerProblem(error, t, quote.valid_until));
      if (isApiError(error) && error.status === 409) onChanged();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="sf-quote">
      <p className="sf-quote__status">
        {t('quote.statusLabel')}:{' '}
        <strong>{t(`quote.status.${estimate.status}`)}</strong>
      </p>
      {problem && <Banner type="failure" title={problem} />}
      {!quote ? (
        <p>{t('quote.notSent')}</p>
      ) : (
        <>
          <p className="sf-quote__meta">
            {t('quote.version', {
              version: quote.version_no,
              date: formatDateIntl(quote.sent_on, 'date'),
            })}
          </p>
          {quote.message && (
            <section aria-label={t('quote.message')}>
              <h2 className="sf-quote__h2">{t('quote.message')}</h2>
              <p className="sf-quote__message">{quote.message}</p>
            </section>
          )}
          <h2 className="sf-quote__h2">{t('quote.lines')}</h2>
          <table className="sf-quote__table">
            <thead>
              <tr>
                <th scope="col">{t('quote.item')}</th>
                <th scope="col">{t('quote.quantity')}</th>
                <th scope="col">{t('quote.price')}</th>
              </tr>
            </thead>
            <tbody>
              {quote.lines.map((line, index) => (
                <tr key={index}>
                  <td>{line.name}</td>
                  <td>{line.quantity}</td>
                  <td>{formatMoney(line.line_total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('quote.total')}
                </th>
                <td>
                  <strong>{formatMoney(quote.total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
          {quote.valid_until && (
            <p>
              {t('quote.validUntil', {
                date: formatDateIntl(quote.valid_until, 'date'),
              })}
            </p>
          )}
          {quote.not_to_exceed && (
            <p>
              {t('quote.limit', { amount: formatMoney(quote.not_to_exceed) })}
            </p>
          )}
          <p>
            <a
              href={buildUrl(
                `estimates/by-token/${encodeURIComponent(estimate.token)}/estimate.pdf`,
              )}
              download
            >
              {t('quote.pdf')}
            </a>
          </p>
        </>
      )}
      {answer && (
        <p className="sf-quote__answer">
          {t(
            estimate.status === 'declined'
              ? 'quote.declinedOn'
              : 'quote.approved',
            {
              version: answer.version,
              date: formatDateIntl(answer.answered_on, 'date'),
            },
          )}
          {answer.note ? ` ${t('quote.yourNote', { note: answer.note })}` : ''}
        </p>
      )}
      {estimate.status === 'quoted' && quote && (
        <div className="sf-quote__answer-form">
          <label htmlFor="sf-quote-note">{t('quote.note')}</label>
          <textarea
            id="sf-quote-note"
            className="sf-quote__note"
            rows={3}
            maxLength={2000}
            value={note}
            disabled={pending}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="sf-quote__buttons">
            <button
              type="button"
              className="sf-quote__button"
              disabled={pending}
              onClick={() => void send('approve')}
            >
              {t('quote.approve')}
            </button>
            <button
              type="button"
              className="sf-quote__button sf-quote__decline"
              disabled={pending}
              onClick={() => void send('decline')}
            >
              {t('quote.decline')}
            </button>
          </div>
          {pending && <p aria-live="polite">{t('quote.sending')}</p>}
        </div>
      )}
      {order &&
        (order.payment_status !== 'unpaid' ? (
          <p className="sf-quote__paid">
            {t('quote.paid', { number: order.order_no })}
          </p>
        ) : (
          <div>
            <p>{t('quote.orderPlaced', { number: order.order_no })}</p>
            <Link className="sf-quote__button" to={order.payment_path}>
              {t('quote.pay', { amount: formatMoney(order.amount_due) })}
            </Link>
          </div>
        ))}
    </div>
  );
}
