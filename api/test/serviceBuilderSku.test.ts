import ExcelJS from 'exceljs';
import { type BuilderService } from 'shared/contracts/serviceBuilder';
import {
  SKU_COLUMNS,
  SKU_MESSAGES,
} from 'shared/contracts/serviceBuilderParts';
import { getAs, readXlsx } from './downloadHelpers';
import { createTestApi, type Json, type TestApi } from './helpers';
import { newService, option } from './serviceBuilderFixtures';

// The SKU import (CSV or XLSX, all or nothing, a row-level report), its
// XLSX template, and an option's choices by the page.

let api: TestApi;
let owner: string;
let service: BuilderService;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test', 'portal')).access;
  service = (
    await call('POST', '/store/services', {
      ...newService({ name: 'Necklace' }),
      options: [
        option(-1, 'd', 'Clasp', {
          values: [{ id: -1, name: 'Lobster', image: null, cost: '2' }],
        }),
        option(-2, 'st', 'Engraving'),
      ],
    })
  ).body;
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    token: owner,
    ...(payload ? { payload } : {}),
  });
const csv = (...lines: string[]) =>
  Buffer.from(`${lines.join('\r\n')}\r\n`).toString('base64');
const importFile = (
  fileName: string,
  content: string,
  query = '',
  version = service.version,
) =>
  call('POST', `/service/${service.id}/import-sku${query}`, {
    file_name: fileName,
    content,
    version,
  });

describe('the SKU import', () => {
  it('the template is an XLSX file whose header row is the import’s columns', async () => {
    const res = await getAs(api, '/store/1/download-sku-template', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const { header, rows } = await readXlsx(res.rawPayload);
    expect(header).toEqual([...SKU_COLUMNS]);
    expect(rows[0]).toEqual(['Chain type', 'Box', '0.00']);
    expect((await call('GET', '/store/2/download-sku-template')).status).toBe(
      404,
    );
  });

  it('refuses a file with bad rows, naming every bad cell, and imports nothing', async () => {
    const res = await importFile(
      'chains.csv',
      csv(
        'option,value,cost,image_url',
        'Chain type,Box,1.5,',
        ',Rope,,',
        'Chain type,,abc,ftp://x',
        'Chain type,box,,',
        'Engraving,Script,,',
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMPORT_INVALID');
    expect(res.body.row_errors).toEqual([
      { row: 3, column: 'option', message: SKU_MESSAGES.required },
      { row: 4, column: 'value', message: SKU_MESSAGES.required },
      { row: 4, column: 'cost', message: SKU_MESSAGES.cost },
      { row: 4, column: 'image_url', message: SKU_MESSAGES.imageUrl },
    ]);
    // the cells are fine; where the rows go is not
    const placed = await importFile(
      'chains.csv',
      csv(
        'option,value',
        'Chain type,Box',
        'Chain type,box',
        'Engraving,Script',
      ),
    );
    expect(placed.body.row_errors).toEqual([
      { row: 3, column: 'value', message: SKU_MESSAGES.twice },
      { row: 4, column: 'option', message: SKU_MESSAGES.notChoices },
    ]);
    const missing = await importFile('chains.csv', csv('name,cost', 'Box,1'));
    expect(missing.body.row_errors).toEqual([
      { row: 1, column: 'option', message: SKU_MESSAGES.missingColumn },
      { row: 1, column: 'value', message: SKU_MESSAGES.missingColumn },
    ]);
    const unreadable = await importFile('chains.xlsx', csv('not a zip'));
    expect(unreadable.body.message).toBe(SKU_MESSAGES.unreadable);
    expect(
      (await call('GET', `/stores/1/services/${service.id}`)).body,
    ).toEqual(service);
  });

  it('imports a CSV into a new mass dropdown, then an XLSX into an existing option', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `Chain ${i + 1}`);
    const res = await importFile(
      'chains.csv',
      csv('option,value,cost', ...names.map((n, i) => `Chain type,${n},${i}`)),
    );
    expect(res.status).toBe(200);
    service = res.body;
    const chains = service.options[2]!;
    expect(chains).toMatchObject({ tag: 'md', label: { value: 'Chain type' } });
    expect(chains.values).toHaveLength(60);
    expect(chains.values[59]).toMatchObject({
      name: 'Chain 60',
      cost: '59.00',
    });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Choices');
    sheet.addRow(['value', 'cost', 'image_url']);
    sheet.addRow(['lobster', '3.25', 'https://img.test/lobster.png']);
    sheet.addRow(['Toggle', '', '']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const clasp = service.options[0]!;
    const into = await importFile(
      'clasps.xlsx',
      xlsx,
      `?option_id=${clasp.id}`,
    );
    expect(into.status).toBe(200);
    expect(into.body.options[0].values).toEqual([
      {
        id: clasp.values[0]!.id,
        name: 'lobster',
        image: 'https://img.test/lobster.png',
        cost: '3.25',
      },
      { id: expect.any(Number), name: 'Toggle', image: null, cost: '0.00' },
    ]);
    // a stale import, and an option of another service
    expect(
      (await importFile('c.xlsx', xlsx, `?option_id=${clasp.id}`)).status,
    ).toBe(409);
    const foreign = await importFile(
      'c.xlsx',
      xlsx,
      '?option_id=1',
      into.body.version,
    );
    expect(foreign.body.row_errors).toEqual([
      { row: 1, column: 'option_id', message: SKU_MESSAGES.optionNotFound },
    ]);
    service = into.body;
  });

  it('pages and searches an option’s choices in their order', async () => {
    const chains = service.options[2]!;
    const page = await call(
      'GET',
      `/option-value?option_id=${chains.id}&page=2&page_size=25`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 60, page: 2, page_size: 25 });
    expect(page.body.results[0]).toEqual(chains.values[25]);
    const found = await call(
      'GET',
      `/option-value?option_id=${chains.id}&search=chain 1`,
    );
    expect(found.body.results.map((v: { name: string }) => v.name)).toEqual([
      'Chain 1',
      ...Array.from({ length: 10 }, (_, i) => `Chain ${i + 10}`),
    ]);
    expect(found.body.count).toBe(11);
    const globex = (await api.login('owner@globex.test', 'portal')).access;
    const theirs = await api.request({
      method: 'GET',
      url: '/api/v1/stores/2/services/8',
      token: globex,
    });
    const theirOption = theirs.body.options[0].id;
    expect(
      (await call('GET', `/option-value?option_id=${theirOption}`)).status,
    ).toBe(404);
  });
});
