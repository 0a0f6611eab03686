import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { loadExcel } from './excel';

// Reading an uploaded spreadsheet (a vendor's sales-order import, a service's SKU list): CSV or XLSX
// to rows of text, with the XLSX file's unpacked size bounded first.

/**
 * What an XLSX file may hold once unpacked. An XLSX file is a zip; 3 MB of it can unpack to
 * gigabytes (a zip bomb). 1,000 order lines take well under 1 MB of sheet XML.
 */
export const MAX_XLSX_UNPACKED_BYTES = 20 * 1024 * 1024;

/** The XLSX file unpacks to more than MAX_XLSX_UNPACKED_BYTES. */
export class UnpackedTooLarge extends Error {}

/**
 * Inflates every entry of the zip through jszip (the reader exceljs uses) and stops as soon as the
 * bytes unpacked pass MAX_XLSX_UNPACKED_BYTES: the sizes a zip declares can lie, the bytes cannot.
 */
async function assertUnpackedSize(content: Buffer): Promise<void> {
  const zip = await JSZip.loadAsync(content);
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    // jszip's stream is an old-style Node stream (no async iteration): its events, then
    await new Promise<void>((resolve, reject) => {
      const stream = entry.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total <= MAX_XLSX_UNPACKED_BYTES) return;
        stream.pause();
        stream.removeAllListeners();
        reject(new UnpackedTooLarge());
      });
      stream.on('error', reject);
      stream.on('end', () => resolve());
    });
  }
}

/** The sheet's rows as text (row 1 = the header), whatever the file kind. */
export async function readRows(
  fileName: string,
  content: Buffer,
): Promise<string[][]> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  if (/\.xlsx$/i.test(fileName)) {
    await assertUnpackedSize(content);
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    sheet = workbook.worksheets[0];
  } else {
    // every value stays text: a price '12.50' or a reference '007' must not become a number or a date
    sheet = await workbook.csv.read(Readable.from([content]), {
      map: (value: unknown) => value,
    } as never);
  }
  if (!sheet) return [];
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, 1); c++)
      cells.push(row.getCell(c).text.trim());
    rows.push(cells);
  }
  // trailing empty rows (a last newline, a formatted but empty sheet) are not order lines
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell === ''))
    rows.pop();
  return rows;
}
