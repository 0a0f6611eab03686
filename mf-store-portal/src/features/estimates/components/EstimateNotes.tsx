import { Card } from 'shared/ui/antd';
import { useStorePortalT } from '../../../i18n/t';

export interface EstimateNotesProps {
  notes: string;
}

/** What the customer wrote with the request, line breaks kept. */
export function EstimateNotes({ notes }: EstimateNotesProps) {
  const t = useStorePortalT();
  return (
    <Card title={t('estimates.notes')} size="small">
      <p className="est-notes">{notes}</p>
    </Card>
  );
}
