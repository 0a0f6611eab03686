import { Card } from 'shared/ui/antd';

export interface EstimateNotesProps {
  notes: string;
}

/** What the customer wrote with the request, line breaks kept. */
export function EstimateNotes({ notes }: EstimateNotesProps) {
  return (
    <Card title="Notes" size="small">
      <p className="est-notes">{notes}</p>
    </Card>
  );
}
