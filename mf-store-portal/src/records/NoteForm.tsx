import { NoteForm as RecordNoteForm } from 'shared/ui/records';
import { addNote, type RecordPath } from './api';

/** Props of NoteForm. */
export interface NoteFormProps {
  path: RecordPath;
  /** notes of a sales order may be shared with the customer (the tracking page shows them) */
  canShare?: boolean;
  onAdded: () => void;
}

/** The portals' note form (shared/ui/records) bound to this record's notes. */
export function NoteForm({ path, canShare = false, onAdded }: NoteFormProps) {
  return (
    <RecordNoteForm
      canShare={canShare}
      onSave={async ({ body, is_shared }) => {
        await addNote(path, { body, ...(canShare ? { is_shared } : {}) });
        onAdded();
      }}
    />
  );
}
