import type ExcelJS from 'exceljs';

// exceljs is loaded on first use: importing it takes about a second, which every start of the api
// (and every api test file) paid although only the spreadsheet routes need it.

let loading: Promise<typeof ExcelJS> | undefined;

/** The exceljs module, imported once on first call. */
export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
