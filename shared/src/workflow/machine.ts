// A status machine as plain data: the statuses, the moves between them, who may make each move and
// whom each move tells. The api enforces it (an illegal move answers 409 and changes nothing), the
// portals ask it which buttons to offer, and the tests walk it. No I/O, no framework.

/** Who moves a record: the store's users, the vendor's users, the customer, or the platform itself. */
export type Actor = 'store' | 'vendor' | 'customer' | 'system';

/** Whom a move tells: store users of the record's location (bell), the vendor's users (bell), the customer (mail). */
export type Audience = 'store' | 'vendor' | 'customer';

export interface Move<S extends string> {
  from: S;
  to: S;
  /** The button's text for this move. */
  action: string;
  by: readonly Actor[];
  notify: readonly Audience[];
}

export interface Machine<S extends string> {
  name: string;
  initial: S;
  /** Every status with its words for people (never show the code). */
  labels: Record<S, string>;
  /** Statuses no move leaves. */
  final: readonly S[];
  moves: readonly Move<S>[];
}

/** The moves `actor` may make from `from`, in the machine's order (the buttons to offer). */
export function movesFrom<S extends string>(
  machine: Machine<S>,
  from: S,
  actor: Actor,
): Move<S>[] {
  return machine.moves.filter(
    (move) => move.from === from && move.by.includes(actor),
  );
}

/** The move from `from` to `to` that `actor` may make, or null when it is not allowed. */
export function findMove<S extends string>(
  machine: Machine<S>,
  from: S,
  to: S,
  actor: Actor,
): Move<S> | null {
  return (
    machine.moves.find(
      (move) => move.from === from && move.to === to && move.by.includes(actor),
    ) ?? null
  );
}

/** Why a move is refused, in words for the 409 answer (null when it is allowed). */
export function refusal<S extends string>(
  machine: Machine<S>,
  from: S,
  to: S,
  actor: Actor,
): string | null {
  if (findMove(machine, from, to, actor)) return null;
  const label = (status: S) => machine.labels[status] ?? status;
  if (from === to)
    return `The ${machine.name} is already ${label(from).toLowerCase()}.`;
  if (machine.final.includes(from))
    return `This ${machine.name} is ${label(from).toLowerCase()} and cannot change any more.`;
  const exists = machine.moves.some(
    (move) => move.from === from && move.to === to,
  );
  return exists
    ? `You may not move this ${machine.name} from ${label(from)} to ${label(to)}.`
    : `${/^[aeiou]/i.test(machine.name) ? 'An' : 'A'} ${machine.name} cannot go from ${label(from)} to ${label(to)}.`;
}

/** The status's words, or the code itself for a status the machine does not know. */
export const statusLabel = <S extends string>(
  machine: Machine<S>,
  status: string,
): string => (machine.labels as Record<string, string>)[status] ?? status;
