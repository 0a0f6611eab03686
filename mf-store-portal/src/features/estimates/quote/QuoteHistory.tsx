import { formatDateTime } from 'shared/dates';
import { Card } from 'shared/ui/antd';
import { money } from '../../../components/money';
import type { Estimate } from '../api';

export interface QuoteHistoryProps {
  estimate: Estimate;
}

/** Every version sent, the latest first, and the customer's answer (who, when, which version). */
export function QuoteHistory({ estimate }: QuoteHistoryProps) {
  const { versions, answer } = estimate;
  return (
    <Card title="Sent versions" size="small">
      {answer && (
        <p className="est-quote__answer">
          {estimate.status === 'declined' ? 'Declined' : 'Approved'} by{' '}
          {answer.answered_by} on {formatDateTime(answer.answered_on)} (version{' '}
          {answer.version}){answer.note ? `: “${answer.note}”` : '.'}
        </p>
      )}
      {versions.length === 0 ? (
        <p>Not sent yet: the customer sees the quote once you send it.</p>
      ) : (
        <ol className="est-quote__versions" aria-label="Sent versions">
          {versions.map((version) => (
            <li key={version.version_no}>
              <details open={version.version_no === estimate.quote_version}>
                <summary>
                  Version {version.version_no}
                  {version.version_no === estimate.quote_version
                    ? ' (the customer’s)'
                    : ''}
                  : {money(version.total)}, sent{' '}
                  {formatDateTime(version.sent_on)}
                  {version.sent_by ? ` by ${version.sent_by}` : ''}
                </summary>
                <ul>
                  {version.lines.map((line, index) => (
                    <li key={index}>
                      {line.quantity} × {line.name} at {money(line.unit_price)}{' '}
                      = {money(line.line_total)}
                    </li>
                  ))}
                </ul>
                {version.message && (
                  <p className="est-notes">{version.message}</p>
                )}
                {(version.valid_until || version.not_to_exceed) && (
                  <p>
                    {version.valid_until
                      ? `Valid until ${version.valid_until}. `
                      : ''}
                    {version.not_to_exceed
                      ? `Do not exceed ${money(version.not_to_exceed)}.`
                      : ''}
                  </p>
                )}
              </details>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
