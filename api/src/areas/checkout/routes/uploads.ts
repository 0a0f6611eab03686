import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { optionalAuthenticate } from '../../../auth/principal';
import { activeStoreById } from '../../storefront';
import { readUploadBytes, storeUploadBytes } from '../uploadBlobs';
import { recordUpload, uploadNeedsOwner, uploadOwner } from '../uploads';
import {
  checkFields,
  CONTENT_TYPES,
  IMAGE_NAME,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  tooLarge,
  UPLOAD_MESSAGES,
  type UploadFields,
} from '../uploadImages';
import { ApiError, notFound, validationError } from '../../../errors';
import { assertCleanField, malformedForm } from '../../../security/input';
import { schemaOf } from '../../../validation';

// Image uploads for 'i' options: POST /uploads stores one image under a random name and
// answers its short URL, which the cart answer keeps; GET /uploads/{name} serves it back.
// An upload needs an owner (areas/checkout/uploads.ts): a guest names its cart (`cart_id`) or asks
// for a new one (`new_cart=true`, whose id comes back as `cart_id`); a customer, portal or vendor
// user logs in. Each owner has a daily quota; the file is written only once it is recorded.
// A vendor user names no store for the pictures of the vendor's own services.
// The bytes live in the database, so every api replica serves them (areas/checkout/uploadBlobs.ts).

const FIELD_NAMES = new Set(['store_id', 'cart_id', 'new_cart']);
const NameParams = Type.Object({ name: Type.String({ maxLength: 64 }) });

/** The multipart form: its first `file` part and its text fields (413 past the size limit). */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart())
    throw validationError({ file: UPLOAD_MESSAGES.missing });
  let file: { buffer: Buffer; mimetype: string } | null = null;
  const fields: UploadFields = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          continue;
        }
        file = { buffer: await part.toBuffer(), mimetype: part.mimetype };
      } else {
        assertCleanField(part.fieldname);
        assertCleanField(String(part.value));
        if (FIELD_NAMES.has(part.fieldname))
          fields[part.fieldname as keyof UploadFields] = String(part.value);
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge();
    if (e instanceof ApiError) throw e;
    if ((e as { statusCode?: number }).statusCode === 413) throw e; // too many parts or fields
    // cut short, a bad boundary: the form cannot be read
    throw malformedForm();
  }
  return { file, fields };
}

export async function uploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  // Images stored as files before they moved into the database are still read from here.
  const dir = ctx.config.uploadsDir ?? join(tmpdir(), 'platform-uploads');
  // A token is optional (guests upload for their cart), but a given one must be valid.
  const optionalAuth = optionalAuthenticate(ctx.db, ctx.config);

  // Its own scope, so the multipart parser applies to these routes only.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
    });

    scope.post(
      '/uploads',
      { onRequest: optionalAuth, schema: schemaOf({}) },
      async (request, reply) => {
        const form = await readForm(request);
        // A stranger naming no cart is refused before the form is even checked.
        const { fields } = form;
        if (!request.principal && !fields.cart_id && fields.new_cart !== 'true')
          throw uploadNeedsOwner();
        const checked = checkFields(fields, form.file);
        if (checked.storeId !== null)
          await activeStoreById(ctx.db, checked.storeId);
        const owner = await uploadOwner(ctx.db, request.principal, checked);
        const name = `${randomBytes(16).toString('hex')}.${checked.ext}`;
        const recorded = await recordUpload(
          ctx.db,
          owner,
          { name, storeId: checked.storeId, size: checked.file.buffer.length },
          (tx) =>
            storeUploadBytes(
              tx,
              name,
              checked.file.buffer,
              CONTENT_TYPES[checked.ext]!,
            ),
        );
        return reply.status(201).send({
          url: `/api/v1/uploads/${name}`,
          ...(recorded.cartId ? { cart_id: recorded.cartId } : {}),
        });
      },
    );

    scope.get<{ Params: Static<typeof NameParams> }>(
      '/uploads/:name',
      {
        schema: {
          ...schemaOf({ params: NameParams }),
          response: {
            200: {
              description: 'The uploaded image',
              content: Object.fromEntries(
                Object.keys(IMAGE_TYPES).map((type) => [
                  type,
                  { schema: { type: 'string', format: 'binary' } },
                ]),
              ),
            },
          },
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        if (!IMAGE_NAME.test(name)) throw notFound('Image not found.');
        const body = await readUploadBytes(ctx.db, name, dir);
        if (!body) throw notFound('Image not found.');
        return reply
          .header('content-type', CONTENT_TYPES[name.split('.')[1]!]!)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  });
}
