// The record widgets both portals use (a sales order's, a work order's, an estimate's), each
// parameterised by the record's own request and wording. Importing it brings their styles
// (records.css: .rec-timeline and its parts), which a page drawing its own list may use.
import './records.css';

export { NoteForm } from './NoteForm';
export type { NoteFormProps, NoteValues } from './NoteForm';
export { EstimatePdf } from './EstimatePdf';
export { InvoicePdf } from './InvoicePdf';
export type { InvoicePdfProps } from './InvoicePdf';
export { StatusMoves } from './StatusMoves';
export type { RecordMove, StatusMovesProps } from './StatusMoves';
export type { MoveQuestion } from './MoveDialog';
export { Timeline } from './Timeline';
export type { TimelineActor, TimelineEvent, TimelineProps } from './Timeline';
export { RECORDS_CATALOGUES } from './catalogue';
export { Fields } from './Fields';
export type { FieldsProps } from './Fields';
export { CustomerCard } from './CustomerCard';
export type { CustomerCardProps, PersonName } from './CustomerCard';
export { LineChoices, LinesTable } from './LinesTable';
export type { LineChoice, LinesTableProps, RecordLine } from './LinesTable';
export { WorkOrderDetails } from './WorkOrderDetails';
export type { WorkOrderDetailsProps } from './WorkOrderDetails';
