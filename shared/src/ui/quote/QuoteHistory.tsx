import type { ReactNode } from 'react';
import { formatDateTime } from 'shared/dates';
import { Card } from 'shared/ui/antd';
import type { EstimateVersion } from '../../contracts/estimateQuotes';
import { money } from './quoteDraft';
import './quote.css';

export interface QuoteHistoryProps {
  /** every version sent, the latest first */
  versions: EstimateVersion[];
  /** the number of the version the customer reads */
  current: number;
  /** the customer's answer in words, when the seller has it */
  answer?: ReactNode;
}

/** Every version sent, the latest first, and the customer's answer (who, when, which version). */
export function QuoteHistory({ versions, current, answer }: QuoteHistoryProps) {
  return (
    <Card title="Sent versions" size="small">
      {answer && <p className="quote__answer">{answer}</p>}
      {versions.length === 0 ? (
        <p>Not sent yet: the customer sees the quote once you send it.</p>
      ) : (
        <ol className="quote__versions" aria-label="Sent versions">
          {versions.map((version) => (
            <li key={version.version_no}>
              <details open={version.version_no === current}>
                <summary>
                  Version {version.version_no}
                  {version.version_no === current
                    ? ' (the customer’s)'
                    : ''}: {money(version.total)}, sent{' '}
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
                  <p className="quote__message">{version.message}</p>
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
