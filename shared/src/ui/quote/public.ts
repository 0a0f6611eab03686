// The quote editor the store portal and the vendor portal share (ADR 0026): a price per line,
// parts and labour, a message, valid-until, do-not-exceed; Save draft and Send; the sent versions.
export { QuoteEditor } from './QuoteEditor';
export type { QuoteEditorProps } from './QuoteEditor';
export { QuoteHistory } from './QuoteHistory';
export type { QuoteHistoryProps } from './QuoteHistory';
export { KIND_LABELS, money as quoteMoney } from './quoteDraft';
export type { DraftLine, QuoteDraft } from './quoteDraft';
