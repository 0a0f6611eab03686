import type { Json, TestApi } from './helpers';

// POST /uploads through the real multipart encoding of a browser's FormData.

export const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 2)]);

/** A PNG of exactly `size` bytes. */
export const pngOf = (size: number) =>
  Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

export interface UploadFile {
  body: Buffer;
  type: string;
  name?: string;
}

/** The form: the text fields first (as the storefront sends them), then the file. */
export function uploadForm(
  file: UploadFile | null,
  fields: Record<string, string>,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file)
    data.append(
      'file',
      new Blob([new Uint8Array(file.body)], { type: file.type }),
      file.name ?? 'ring.png',
    );
  return data;
}

export async function upload(
  api: TestApi,
  data: FormData,
  token?: string,
): Promise<{ status: number; body: Json }> {
  const request = new Request('http://localhost/', {
    method: 'POST',
    body: data,
  });
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: {
      'content-type': request.headers.get('content-type')!,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}

/** How many uploads are recorded, and how many images' bytes are kept. */
export async function stored(api: TestApi) {
  const [row] = await api.db.query<{ n: number; blobs: number }>(
    'SELECT (SELECT count(*)::int FROM uploads) AS n, (SELECT count(*)::int FROM upload_blobs) AS blobs',
  );
  return { rows: row!.n, blobs: row!.blobs };
}
