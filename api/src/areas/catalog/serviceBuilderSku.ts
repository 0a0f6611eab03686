import {
  blankOption,
  type BuilderService,
  type OptionDraft,
} from 'shared/contracts/serviceBuilder';
import {
  MAX_SKU_ROWS,
  SKU_MESSAGES,
  type SkuImportInput,
} from 'shared/contracts/serviceBuilderParts';
import type { ImportRowError } from 'shared/contracts/vendorSales';
import { CHOICE_TAGS } from 'shared/options';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { loadBuilderService } from './serviceBuilderReads';
import { saveOptions } from './serviceBuilderParts';
import type { ServiceOwner } from './serviceOwner';
import { readRows, UnpackedTooLarge } from '../../platform/spreadsheetFile';

// The SKU import (service/{id}/import-sku; its template: serviceBuilderSkuTemplate.ts):
// a CSV or XLSX file of choices, one per row, into the service's choice options. Read with exceljs
// (the api's spreadsheet library). Every cell is checked first; one bad row refuses the whole file
// with the row-level report and imports nothing. Then the service is saved whole (same checks and
// version as the builder's save). A choice already there (same name) takes the file's cost and
// image; a new one is appended. Without `option_id`, rows go to the option their `option` column
// names, and an option no choice option has that label becomes a new mass dropdown (md).

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const URL = /^https?:\/\/\S+$/i;
const MAX_CHOICES = 10000;

const refusal = (rowErrors: ImportRowError[], message: string) =>
  new ApiError(
    400,
    'IMPORT_INVALID',
    message,
    { file: message },
    { row_errors: rowErrors },
  );

interface SkuRow {
  row: number;
  option: string;
  value: string;
  cost: string;
  image: string;
}

async function rowsOf(file: SkuImportInput): Promise<string[][]> {
  try {
    return await readRows(file.file_name, Buffer.from(file.content, 'base64'));
  } catch (error) {
    throw refusal(
      [],
      error instanceof UnpackedTooLarge
        ? SKU_MESSAGES.tooBigUnpacked
        : SKU_MESSAGES.unreadable,
    );
  }
}

/** The rows as records, or the refusal with every missing column and bad cell. */
function parse(rows: string[][], withOption: boolean): SkuRow[] {
  const [header = [], ...body] = rows;
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  const required = withOption ? ['value'] : ['option', 'value'];
  const missing = required.filter((c) => !index.has(c));
  if (missing.length > 0)
    throw refusal(
      missing.map((column) => ({
        row: 1,
        column,
        message: SKU_MESSAGES.missingColumn,
      })),
      SKU_MESSAGES.refused,
    );
  if (body.length === 0) throw refusal([], SKU_MESSAGES.empty);
  if (body.length > MAX_SKU_ROWS) throw refusal([], SKU_MESSAGES.tooMany);
  const cell = (cells: string[], column: string) =>
    (cells[index.get(column) ?? -1] ?? '').trim();
  const errors: ImportRowError[] = [];
  const parsed = body.map((cells, i) => {
    const row = i + 2;
    const r: SkuRow = {
      row,
      option: withOption ? '' : cell(cells, 'option'),
      value: cell(cells, 'value'),
      cost: cell(cells, 'cost').replace(/^\$/, ''),
      image: cell(cells, 'image_url'),
    };
    const bad = (column: string, message: string) =>
      errors.push({ row, column, message });
    if (!withOption && !r.option) bad('option', SKU_MESSAGES.required);
    if (r.option.length > 255) bad('option', SKU_MESSAGES.tooLong);
    if (!r.value) bad('value', SKU_MESSAGES.required);
    if (r.value.length > 255) bad('value', SKU_MESSAGES.tooLong);
    if (r.cost && !MONEY.test(r.cost)) bad('cost', SKU_MESSAGES.cost);
    if (r.image && (!URL.test(r.image) || r.image.length > 2048))
      bad('image_url', SKU_MESSAGES.imageUrl);
    return r;
  });
  if (errors.length > 0) throw refusal(errors, SKU_MESSAGES.refused);
  return parsed;
}

const key = (text: string) => text.trim().toLowerCase();

/** The options with the rows' choices merged in; the refusal when a row cannot go where it says. */
function merge(
  service: BuilderService,
  rows: SkuRow[],
  optionId: number | undefined,
): OptionDraft[] {
  const options = service.options.map((o) => ({ ...o, values: [...o.values] }));
  const errors: ImportRowError[] = [];
  let newId = 0;
  const target = (r: SkuRow): OptionDraft | null => {
    const found = optionId
      ? options.find((o) => o.id === optionId)
      : options.find((o) => key(o.label.value) === key(r.option));
    if (found) return found;
    if (optionId) return null;
    const created = blankOption(--newId, 'md', r.option, options.length + 1);
    options.push(created);
    return created;
  };
  const seen = new Set<string>();
  for (const r of rows) {
    const column = optionId ? 'value' : 'option';
    const option = target(r);
    if (!option) {
      errors.push({ row: r.row, column, message: SKU_MESSAGES.optionNotFound });
      continue;
    }
    if (!CHOICE_TAGS.includes(option.tag)) {
      errors.push({ row: r.row, column, message: SKU_MESSAGES.notChoices });
      continue;
    }
    const twice = `${option.id}\u0000${key(r.value)}`;
    if (seen.has(twice)) {
      errors.push({ row: r.row, column: 'value', message: SKU_MESSAGES.twice });
      continue;
    }
    seen.add(twice);
    const existing = option.values.findIndex(
      (v) => key(v.name) === key(r.value),
    );
    const value = {
      id: existing >= 0 ? option.values[existing]!.id : --newId,
      name: r.value,
      image: r.image || (existing >= 0 ? option.values[existing]!.image : null),
      cost: r.cost || (existing >= 0 ? option.values[existing]!.cost : null),
    };
    if (existing >= 0) option.values[existing] = value;
    else if (option.values.length >= MAX_CHOICES)
      errors.push({
        row: r.row,
        column: 'value',
        message: SKU_MESSAGES.tooManyChoices,
      });
    else option.values.push(value);
  }
  if (errors.length > 0) throw refusal(errors, SKU_MESSAGES.refused);
  return options;
}

/** Imports the file's choices into the owner's service; answers the saved service. */
export async function importSkus(
  db: Db,
  owner: ServiceOwner,
  serviceId: number,
  file: SkuImportInput,
  optionId?: number,
): Promise<BuilderService> {
  const service = await loadBuilderService(db, owner, serviceId);
  if (optionId && !service.options.some((o) => o.id === optionId))
    throw refusal(
      [{ row: 1, column: 'option_id', message: SKU_MESSAGES.optionNotFound }],
      SKU_MESSAGES.optionNotFound,
    );
  const rows = parse(await rowsOf(file), Boolean(optionId));
  const options = merge(service, rows, optionId);
  return saveOptions(db, owner, { ...service, version: file.version }, options);
}
