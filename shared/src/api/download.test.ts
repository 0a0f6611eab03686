import {
  ApiError,
  downloadFile,
  fileNameOf,
  saveFile,
  type DownloadedFile,
} from 'shared/api';
import { emptySession, readSession, replaceSession } from 'shared/session';
import { acmeStoreSettings, mockApi, sessionFor } from 'shared/testing';

// downloadFile: the api's files (XLSX, PDF, PNG) through the same base URL, bearer token and
// single token refresh as the JSON calls; saveFile hands one to the browser.

const XLSX =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const signIn = () =>
  replaceSession({
    ...emptySession(),
    ...sessionFor(4),
    access: 'old-access',
    refresh: 'old-refresh',
    storeSettings: acmeStoreSettings,
  });

/**
 * mockApi answers JSON only: its 200 answers to a file path come back here as the file's bytes,
 * with the type and Content-Disposition the api sends (its errors stay JSON, as the api's do).
 */
function answerFiles(disposition: string | null) {
  const jsonFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await jsonFetch(input, init);
    if (res.status !== 200 || !/\.(xlsx|pdf|png)\b/.test(String(input)))
      return res;
    const bytes = await res.text();
    return {
      ok: true,
      status: 200,
      headers: {
        get: (name: string) =>
          ({ 'content-type': XLSX, 'content-disposition': disposition })[
            name.toLowerCase()
          ] ?? null,
      },
      blob: async () => new Blob([bytes], { type: XLSX }),
      text: async () => bytes,
    } as unknown as Response;
  }) as typeof fetch;
}

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('downloadFile', () => {
  test('GETs the file with the bearer token and query, and answers its bytes and name', async () => {
    signIn();
    const m = mockApi({
      'GET /vendor/work-orders/export.xlsx': { body: 'PK-sheet' },
    });
    answerFiles(
      `attachment; filename="ordenes.xlsx"; filename*=UTF-8''%C3%B3rdenes%202026.xlsx`,
    );
    const file = await downloadFile('vendor/work-orders/export.xlsx', {
      status: 'assigned,accepted',
      search: undefined,
    });
    expect(file.fileName).toBe('órdenes 2026.xlsx');
    expect(file.blob.type).toBe(XLSX);
    expect(await textOf(file.blob)).toBe('PK-sheet');
    const [call] = m.calls;
    expect(call!.url).toBe(
      'http://localhost/api/v1/vendor/work-orders/export.xlsx?status=assigned%2Caccepted',
    );
    expect(call!.headers.authorization).toBe('Bearer old-access');
    expect(call!.headers.accept).toBe('*/*');
  });

  test('refreshes an expired token once and downloads again', async () => {
    signIn();
    const m = mockApi({
      'GET /work-orders/41/envelope.pdf': (call) =>
        call.headers.authorization === 'Bearer new-access'
          ? { body: '%PDF-' }
          : {
              status: 401,
              body: { code: 'token_not_valid', message: 'Expired', errors: {} },
            },
      'POST /token/refresh/': {
        body: { access: 'new-access', refresh: 'new-refresh' },
      },
    });
    answerFiles('attachment; filename="envelope-WO-1000042-1.pdf"');
    const file = await downloadFile('work-orders/41/envelope.pdf');
    expect(file.fileName).toBe('envelope-WO-1000042-1.pdf');
    expect(m.callsTo('POST /token/refresh/')).toHaveLength(1);
    expect(m.callsTo('GET /work-orders/41/envelope.pdf')).toHaveLength(2);
    expect(readSession().access).toBe('new-access');
  });

  test("rejects with the api's error, as the JSON calls do", async () => {
    signIn();
    mockApi({
      'GET /sales-orders/export.xlsx': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid input.',
          errors: { non_field_errors: 'Narrow the filters and export again.' },
        },
      },
    });
    answerFiles(null);
    const failure = downloadFile('sales-orders/export.xlsx');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400 });
  });

  test('without a Content-Disposition the file is named by its path', async () => {
    signIn();
    mockApi({ 'GET /work-orders/41/qr.png': { body: 'png' } });
    answerFiles(null);
    expect((await downloadFile('work-orders/41/qr.png')).fileName).toBe(
      'qr.png',
    );
  });
});

describe('fileNameOf', () => {
  test.each([
    [
      'attachment; filename="work-orders-2026-11-23.xlsx"',
      'work-orders-2026-11-23.xlsx',
    ],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    [
      `attachment; filename*=UTF-8''caf%C3%A9.pdf; filename="cafe.pdf"`,
      'café.pdf',
    ],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('saveFile', () => {
  test('starts the browser download of the file under its name', async () => {
    const urls = { created: [] as Blob[], revoked: [] as string[] };
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        urls.created.push(blob);
        return 'blob:http://localhost/1';
      },
      revokeObjectURL: (href: string) => urls.revoked.push(href),
    });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({
          href: this.href,
          download: this.download,
          attached: document.body.contains(this),
        });
      });
    const file: DownloadedFile = {
      blob: new Blob(['PK'], { type: XLSX }),
      fileName: 'work-orders.xlsx',
    };
    saveFile(file);
    expect(clicked).toEqual([
      {
        href: 'blob:http://localhost/1',
        download: 'work-orders.xlsx',
        attached: true,
      },
    ]);
    expect(urls.created).toEqual([file.blob]);
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls.revoked).toEqual(['blob:http://localhost/1']);
    click.mockRestore();
  });
});
