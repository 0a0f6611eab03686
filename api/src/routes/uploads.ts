import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { findStoreById, requireActiveStore } from '../domain/stores';
import { ApiError, notFound, validationError } from '../errors';

// Image uploads for 'i' options (issue 3): POST /uploads stores one image under a random name and
// answers its short URL, which the cart answer keeps; GET /uploads/{name} serves it back.

/** Largest accepted image (contracts §1). */
export const MAX_UPLOAD_BYTES = 8388608;

/** The accepted types, the extension they are stored under, and their leading bytes. */
const TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/png': {
    ext: 'png',
    magic: (b) =>
      b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  'image/jpeg': {
    ext: 'jpg',
    magic: (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')),
  },
  'image/gif': {
    ext: 'gif',
    magic: (b) =>
      ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  'image/webp': {
    ext: 'webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};
const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(TYPES).map(([type, { ext }]) => [ext, type]),
);
const NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export const UPLOAD_MESSAGES = {
  type: 'Please upload a PNG, JPEG, WebP or GIF image.',
  tooLarge: 'This image is too large. The limit is 8 MB.',
  missing: 'Please choose an image to upload.',
};

const tooLarge = () =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge, {
    file: UPLOAD_MESSAGES.tooLarge,
  });

export async function uploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const dir = ctx.config.uploadsDir ?? join(tmpdir(), 'platform-uploads');

  // Its own scope, so the multipart parser applies to these routes only.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
    });

    scope.post('/uploads', async (request, reply) => {
      if (!request.isMultipart())
        throw validationError({ file: UPLOAD_MESSAGES.missing });
      let file: { buffer: Buffer; mimetype: string } | null = null;
      let storeId: string | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              await part.toBuffer();
              continue;
            }
            file = { buffer: await part.toBuffer(), mimetype: part.mimetype };
          } else if (part.fieldname === 'store_id') {
            storeId = String(part.value);
          }
        }
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw tooLarge();
        throw e;
      }
      const errors: Record<string, string> = {};
      if (!storeId || !/^\d{1,9}$/.test(storeId))
        errors.store_id = 'A valid integer is required.';
      const type = file ? TYPES[file.mimetype] : undefined;
      if (!file || file.buffer.length === 0)
        errors.file = UPLOAD_MESSAGES.missing;
      else if (!type || !type.magic(file.buffer))
        errors.file = UPLOAD_MESSAGES.type;
      if (Object.keys(errors).length > 0)
        throw validationError(errors, Object.values(errors)[0]);
      requireActiveStore(await findStoreById(ctx.db, Number(storeId)));
      const name = `${randomBytes(16).toString('hex')}.${type!.ext}`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), file!.buffer, { flag: 'wx' });
      return reply.status(201).send({ url: `/api/v1/uploads/${name}` });
    });

    scope.get<{ Params: { name: string } }>(
      '/uploads/:name',
      async (request, reply) => {
        const { name } = request.params;
        if (!NAME.test(name)) throw notFound('Image not found.');
        let body: Buffer;
        try {
          body = await readFile(join(dir, name));
        } catch {
          throw notFound('Image not found.');
        }
        return reply
          .header('content-type', CONTENT_TYPES[name.split('.')[1]!]!)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  });
}
