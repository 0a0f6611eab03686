import { formatDateTime } from 'shared/dates';
import { useStorePortalT } from '../../../i18n/t';
import type { Estimate } from '../api';

/** The customer's answer in words (who, when, which version, their note), or nothing yet. */
export function AnswerText({ estimate }: { estimate: Estimate }) {
  const t = useStorePortalT();
  const { answer } = estimate;
  if (!answer) return null;
  return (
    <>
      {t(
        estimate.status === 'declined'
          ? 'estimates.declinedBy'
          : 'estimates.approvedBy',
        {
          name: answer.answered_by,
          date: formatDateTime(answer.answered_on),
          version: answer.version,
          note: answer.note ? `: “${answer.note}”` : '.',
        },
      )}
    </>
  );
}
