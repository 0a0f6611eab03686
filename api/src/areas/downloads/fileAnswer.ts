import type { FastifyReply } from 'fastify';

// How every file download answers: its OpenAPI description and the reply's headers.

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type FileKind = keyof typeof CONTENT_TYPES;

/** The OpenAPI answer of a file route (the document lists what each route gives). */
export const fileAnswer = (kind: FileKind, description: string) => ({
  200: {
    description,
    content: {
      [CONTENT_TYPES[kind]]: { schema: { type: 'string', format: 'binary' } },
    },
  },
});

/**
 * Sends bytes as a download: its type, 'attachment' with its name (readable by a page of another
 * allowed origin too, for its save dialog), never cached by a shared cache.
 */
export function sendFile(
  reply: FastifyReply,
  kind: FileKind,
  fileName: string,
  body: Buffer,
) {
  return reply
    .header('content-type', CONTENT_TYPES[kind])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('access-control-expose-headers', 'content-disposition')
    .header('cache-control', 'private, no-store')
    .send(body);
}
