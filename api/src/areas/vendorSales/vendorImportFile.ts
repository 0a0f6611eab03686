import {
  IMPORT_COLUMNS,
  type ImportRowError,
} from 'shared/contracts/vendorSales';
import { ApiError } from '../../errors';
import { readRows, UnpackedTooLarge } from '../../platform/spreadsheetFile';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from './vendorImportMessages';

// An import file as a whole: its rows read (CSV or XLSX), its header and size checked, and the
// refusal that answers a file with bad rows (every row's errors) or none to import.

/** The 400 of a refused file, with the row-level report. */
export const refusal = (
  rowErrors: ImportRowError[],
  message: string = IMPORT_MESSAGES.refused,
) =>
  new ApiError(
    400,
    'IMPORT_INVALID',
    message,
    { file: message },
    {
      row_errors: rowErrors,
    },
  );

/** The header row in lower case; refuses a file without order lines, too many, or a column missing. */
export function checkedHeader(rows: string[][]): string[] {
  if (rows.length === 0) throw refusal([], IMPORT_MESSAGES.empty);
  const header = rows[0]!.map((cell) => cell.toLowerCase());
  const missing = IMPORT_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw refusal(
      missing.map((column) => ({
        row: 1,
        column,
        message: IMPORT_MESSAGES.missingColumn,
      })),
    );
  if (rows.length === 1) throw refusal([], IMPORT_MESSAGES.empty);
  if (rows.length - 1 > MAX_IMPORT_ROWS)
    throw refusal([], IMPORT_MESSAGES.tooMany);
  return header;
}

/** The file's rows, or the refusal of a file that cannot be read. */
export async function readImportFile(file: {
  file_name: string;
  content: string;
}): Promise<string[][]> {
  try {
    return await readRows(file.file_name, Buffer.from(file.content, 'base64'));
  } catch (error) {
    throw refusal(
      [],
      error instanceof UnpackedTooLarge
        ? IMPORT_MESSAGES.tooBigUnpacked
        : IMPORT_MESSAGES.unreadable,
    );
  }
}
