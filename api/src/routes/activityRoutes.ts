import { Type } from '@sinclair/typebox';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ImageInput, NoteInput } from 'shared/contracts/repair';
import type { AppContext } from '../context';
import { principalOf, type Principal } from '../auth/principal';
import { activityPlace, addImage, addNote } from '../domain/activity';
import { authorOf } from '../domain/events';
import { Id, schemaOf } from '../validation';

// A record's notes and images (issue 10): POST <record>/notes and <record>/images add one to its
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
  app.post<P & { Body: NoteInput }>(
    `${record.url}/notes`,
    {
      onRequest: record.onRequest,
      schema: schemaOf({ params: Params, body: NoteInput }),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await record.check(request.params.id, principal);
      const place = await activityPlace(
        ctx.db,
        record.placeOf(request.params.id),
      );
      reply.status(201);
      return addNote(ctx, place, authorOf(principal), request.body);
    },
  );

  app.post<P & { Body: ImageInput }>(
    `${record.url}/images`,
    {
      onRequest: record.onRequest,
      schema: schemaOf({ params: Params, body: ImageInput }),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await record.check(request.params.id, principal);
      const place = await activityPlace(
        ctx.db,
        record.placeOf(request.params.id),
      );
      reply.status(201);
      return addImage(ctx, place, authorOf(principal), request.body);
    },
  );
}
