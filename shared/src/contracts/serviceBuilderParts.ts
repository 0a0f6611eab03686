import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './serviceBuilder';

// The service builder's part calls: shared/contracts/serviceBuilder's document, one
// part at a time. The store's owner and staff with the service module (view to read, edit to
// change); another store's ids 404.
//
// One part of a saved service, each delete under `?version=` (409 when stale) and
// answering the saved service; a delete makes the removals of shared/options' draftEdits (a rule's
// deletion renumbers and rewrites the expression, an option takes the rules comparing it along):
//   GET    /store_services/:id/options/:optionId → OptionDraft
//   DELETE /store_services/:id/options/:optionId?version → BuilderService
//   DELETE /store_services/:id/options/:optionId/values/:valueId?version → BuilderService
//   DELETE /store_services/:id/options/:optionId/values-image/:valueId?version → BuilderService
//   DELETE /store_services/:id/options/:optionId/logics/:logicId?version → BuilderService
//   DELETE /store_services/:id/options/:optionId/logic-rules/:ruleId?version → BuilderService
// and each part read on its own (404 when it is not part of that option):
//   GET    /store_services/:id/options/:optionId/values/:valueId → OptionValueDraft
//   GET    /store_services/:id/options/:optionId/values-image/:valueId → OptionValueImage
//   GET    /store_services/:id/options/:optionId/logics/:logicId → LogicDraft
//   GET    /store_services/:id/options/:optionId/logic-rules/:ruleId → LogicRuleDraft
// Choices by the page, for options with thousands (md):
//   GET    /option-value?option_id&search&page&page_size → OptionValuePage
// SKU import: an XLSX or CSV file of choices (columns SKU_COLUMNS) into the service's options:
//   GET    /store/:id/download-sku-template → the XLSX template
//   POST   /service/:id/import-sku?option_id   SkuImportInput → BuilderService
//          (400 IMPORT_INVALID with `row_errors`: nothing imported; 409 stale)

/** A choice's picture: the choice's id and its image's URL (404 when it has none). */
export const OptionValueImage = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
});
export type OptionValueImage = Static<typeof OptionValueImage>;

/** A part's delete under the version the editor saw. */
export const VersionQuery = Type.Object({
  version: Type.Integer({ minimum: 1 }),
});
export type VersionQuery = Static<typeof VersionQuery>;

export const OptionValueQuery = Type.Object({
  option_id: Type.Integer({ minimum: 1 }),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type OptionValueQuery = Static<typeof OptionValueQuery>;

export const OptionValuePage = Type.Object({
  results: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      image: Nullable(Type.String()),
      cost: Nullable(Type.String()),
    }),
  ),
  count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
});
export type OptionValuePage = Static<typeof OptionValuePage>;

/** The SKU file's columns: the option (its label; not needed with `option_id`), the choice, its price, its image. */
export const SKU_COLUMNS = ['option', 'value', 'cost', 'image_url'] as const;
/** The most rows one SKU file may hold (a mass dropdown of 10,000 choices). */
export const MAX_SKU_ROWS = 10000;

export const SkuImportQuery = Type.Object({
  option_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type SkuImportQuery = Static<typeof SkuImportQuery>;

export const SkuImportInput = Type.Object(
  {
    file_name: Type.String({
      pattern: '^.{1,200}\\.(csv|xlsx|CSV|XLSX)$',
      description: 'decides how the file is read',
    }),
    /** the file, base64 */
    content: Type.String({ minLength: 1, maxLength: 4_000_000 }),
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type SkuImportInput = Static<typeof SkuImportInput>;

export const SKU_MESSAGES = {
  refused:
    'Nothing was imported: fix the rows below and upload the file again.',
  unreadable:
    'This file could not be read. Upload a CSV or XLSX file made from the template.',
  tooBigUnpacked:
    'This XLSX file unpacks to more than 20 MB. Save the choices into a new file from the template.',
  empty: 'The file has no choices.',
  tooMany: `The file has more than ${MAX_SKU_ROWS} rows. Split it into smaller files.`,
  missingColumn: 'This column is missing from the header row.',
  required: 'This field is required.',
  tooLong: 'At most 255 characters.',
  cost: 'Please enter a valid amount with at most 2 decimals',
  imageUrl: 'Please enter an http or https address.',
  twice: 'This choice is in the file twice for this option.',
  notChoices: 'This option does not take choices.',
  optionNotFound: 'This option is not part of this service.',
  tooManyChoices: 'An option has at most 10,000 choices.',
} as const;
