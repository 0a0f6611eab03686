// The record widgets both portals use (a sales order's, a work order's, an estimate's), each
// parameterised by the record's own request and wording.
export { NoteForm } from './NoteForm';
export type { NoteFormProps, NoteValues } from './NoteForm';
export { EstimatePdf } from './EstimatePdf';
