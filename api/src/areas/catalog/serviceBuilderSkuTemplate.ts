import {
  MAX_SKU_ROWS,
  SKU_COLUMNS,
} from 'shared/contracts/serviceBuilderParts';
import { loadExcel } from '../../platform/excel';

// The SKU import's template file (store/{id}/download-sku-template): the columns the import
// reads (serviceBuilderSku.ts), two example rows and how to fill it in.

/** The template: the header row, two example rows and a sheet that says how to fill it in. */
export async function skuTemplate(): Promise<Buffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Choices');
  sheet.columns = SKU_COLUMNS.map((header) => ({
    header,
    key: header,
    width: header === 'image_url' ? 40 : 24,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRow({ option: 'Chain type', value: 'Box', cost: '0.00' });
  sheet.addRow({ option: 'Chain type', value: 'Figaro', cost: '12.50' });
  const help = workbook.addWorksheet('How to fill it in');
  help.columns = [{ width: 100 }];
  for (const line of [
    'One choice per row on the Choices sheet. Keep the header row.',
    'option: the label of the option the choice belongs to. Not needed when you import into one option.',
    '  An option of that label that takes choices gets the choice; no such option: a new mass dropdown is made.',
    'value: the choice as customers see it (required, at most 255 characters).',
    'cost: what the choice adds to the price, with at most 2 decimals (empty: no extra cost).',
    'image_url: an http or https address of the choice’s picture (optional).',
    'A choice already there (same name) takes the file’s cost and picture.',
    `At most ${MAX_SKU_ROWS} rows. One bad row: nothing is imported, and every bad cell is listed.`,
  ])
    help.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
