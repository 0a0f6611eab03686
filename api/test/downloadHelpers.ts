import ExcelJS from 'exceljs';
import type { TestApi } from './helpers';

// What the download tests share: a GET with an optional bearer token, and a spreadsheet read back
// as its header row and its data rows.

/** GET /api/v1<url>, signed in with `token` when given. */
export const getAs = (api: TestApi, url: string, token?: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** An XLSX's first sheet: its header row and its data rows (cell values from column A). */
export async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, header: rows[0], rows: rows.slice(1) };
}
