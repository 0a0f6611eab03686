import { Type, type Static } from '@sinclair/typebox';

/** `GET /livez`: the process answers (the load balancer's check; the database is not asked). */
export const Liveness = Type.Object({ status: Type.Literal('ok') });
export type Liveness = Static<typeof Liveness>;

/** `GET /api/v1/health`: the process answers and its database does too. */
export const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
});
export type Health = Static<typeof Health>;
