import { formatDateTime } from 'shared/dates';
import type { Estimate } from '../api';

/** The customer's answer in words (who, when, which version, their note), or nothing yet. */
export function AnswerText({ estimate }: { estimate: Estimate }) {
  const { answer } = estimate;
  if (!answer) return null;
  return (
    <>
      {estimate.status === 'declined' ? 'Declined' : 'Approved'} by{' '}
      {answer.answered_by} on {formatDateTime(answer.answered_on)} (version{' '}
      {answer.version}){answer.note ? `: “${answer.note}”` : '.'}
    </>
  );
}
