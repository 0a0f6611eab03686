import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ImageInput, NoteInput, RecordEvent } from 'shared/contracts/repair';
import type { AppContext } from '../../context';
import { principalOf, type Principal } from '../../auth/principal';
import {
  activityPlace,
  addImage,
  addNote,
  type ActivityPlace,
} from './activity';
import { authorOf, type EventAuthor } from '../../platform/recordEvents';
import { Id, schemaOf } from '../../validation';

// A record's notes and images: POST <record>/notes and <record>/images add one to its
// timeline (201 with the event), for whoever may write the record. Sales orders and work orders
// register the same two routes through here.

const Params = Type.Object({ id: Id() });
type P = { Params: { id: number } };

export function activityRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  record: {
    /** '/sales-orders/:id' */
    url: string;
    onRequest: onRequestHookHandler;
    /** Throws 403/404 unless the caller may write the record. */
    check: (id: number, principal: Principal) => Promise<unknown>;
    placeOf: (id: number) => { salesOrderId: number } | { workOrderId: number };
  },
): void {
  /** POST <record>/<suffix>: adds the body to the record's timeline through `add`. */
  function timelinePost<B>(
    suffix: string,
    body: TSchema,
    add: (
      ctx: AppContext,
      place: ActivityPlace,
      author: EventAuthor,
      input: B,
    ) => Promise<RecordEvent>,
  ) {
    app.post<P & { Body: B }>(
      `${record.url}/${suffix}`,
      {
        onRequest: record.onRequest,
        schema: {
          ...schemaOf({ params: Params, body }),
          response: { 201: RecordEvent },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        await record.check(request.params.id, principal);
        const place = await activityPlace(
          ctx.db,
          record.placeOf(request.params.id),
        );
        reply.status(201);
        return add(ctx, place, authorOf(principal), request.body as B);
      },
    );
  }

  timelinePost<NoteInput>('notes', NoteInput, addNote);
  timelinePost<ImageInput>('images', ImageInput, addImage);
}
