import {
  ESTIMATE,
  findMove,
  movesFrom,
  refusal,
  SALES_ORDER,
  statusLabel,
  WORK_ORDER,
  type Actor,
  type Machine,
} from './public';

// Every move of every machine, allowed and refused, by every actor (ADR 0009).

const ACTORS: Actor[] = ['store', 'vendor', 'customer', 'system'];

/** `from → to: actors allowed`, written out once per machine: the table the api must enforce. */
const ALLOWED: Record<string, [Machine<string>, Record<string, Actor[]>]> = {
  'sales order': [
    SALES_ORDER as Machine<string>,
    {
      'new → in_progress': ['store'],
      'new → cancelled': ['store'],
      'in_progress → ready': ['store'],
      'in_progress → shipped': ['store'],
      'in_progress → cancelled': ['store'],
      'ready → completed': ['store'],
      'ready → in_progress': ['store'],
      'shipped → completed': ['store'],
    },
  ],
  'work order': [
    WORK_ORDER as Machine<string>,
    {
      'assigned → accepted': ['vendor'],
      'assigned → rejected': ['vendor'],
      'accepted → in_progress': ['vendor'],
      'in_progress → on_hold': ['vendor'],
      'on_hold → in_progress': ['store', 'vendor'],
      'in_progress → done': ['vendor'],
      'done → returned': ['store'],
    },
  ],
  estimate: [
    ESTIMATE as Machine<string>,
    {
      'requested → quoted': ['store'],
      // sending a revision (ADR 0026): of a sent estimate, or of an approved one (asks again)
      'quoted → quoted': ['store'],
      'accepted → quoted': ['store'],
      // work past the approved do-not-exceed amount asks the customer again (its order exists)
      'converted → quoted': ['store'],
      // past its valid-until day (the platform's sweep); a revision asks the customer again
      'quoted → expired': ['system'],
      'expired → quoted': ['store'],
      'requested → declined': ['store'],
      'quoted → accepted': ['customer', 'store'],
      'quoted → declined': ['customer', 'store'],
      // the customer's approval makes the order at once
      'accepted → converted': ['store', 'customer'],
    },
  ],
};

describe.each(Object.entries(ALLOWED))(
  'the %s machine',
  (_name, [machine, allowed]) => {
    const statuses = Object.keys(machine.labels);
    const cases = statuses.flatMap((from) =>
      statuses.flatMap((to) =>
        ACTORS.map((actor) => [from, to, actor] as const),
      ),
    );

    it('allows each move between two statuses to exactly the actors the table names', () => {
      const wrong = cases.filter(([from, to, actor]) => {
        const expected = allowed[`${from} → ${to}`]?.includes(actor) ?? false;
        return (
          (findMove(machine, from, to, actor) !== null) !== expected ||
          (refusal(machine, from, to, actor) === null) !== expected
        );
      });
      expect(wrong).toEqual([]);
      expect(cases.length).toBe(statuses.length ** 2 * ACTORS.length);
    });

    it('has no move the table does not list, and no final status with a way out', () => {
      for (const move of machine.moves)
        expect(allowed[`${move.from} → ${move.to}`]).toEqual([...move.by]);
      for (const status of machine.final)
        for (const actor of ACTORS)
          expect(movesFrom(machine, status, actor)).toEqual([]);
    });

    it('reaches every status from the initial one, and names each in words', () => {
      const seen = new Set([machine.initial]);
      for (let grew = true; grew;) {
        grew = false;
        for (const move of machine.moves)
          if (seen.has(move.from) && !seen.has(move.to)) {
            seen.add(move.to);
            grew = true;
          }
      }
      expect([...seen].sort()).toEqual([...statuses].sort());
      for (const status of statuses)
        expect(machine.labels[status]).not.toMatch(/_/);
    });
  },
);

describe('what the portals and the api read from the machines', () => {
  it('offers the store the buttons of an order in progress, in order', () => {
    expect(
      movesFrom(SALES_ORDER, 'in_progress', 'store').map((m) => m.action),
    ).toEqual(['Ready for pickup', 'Mark shipped', 'Cancel order']);
    expect(movesFrom(SALES_ORDER, 'in_progress', 'vendor')).toEqual([]);
  });

  it('says why a move is refused', () => {
    expect(refusal(SALES_ORDER, 'completed', 'in_progress', 'store')).toBe(
      'This sales order is completed and cannot change any more.',
    );
    expect(refusal(SALES_ORDER, 'in_progress', 'in_progress', 'store')).toBe(
      'The sales order is already in progress.',
    );
    expect(refusal(WORK_ORDER, 'assigned', 'accepted', 'store')).toBe(
      'You may not move this work order from Assigned to Accepted.',
    );
    expect(refusal(SALES_ORDER, 'new', 'shipped', 'store')).toBe(
      'A sales order cannot go from Received to Shipped.',
    );
    expect(refusal(ESTIMATE, 'quoted', 'requested', 'store')).toBe(
      'An estimate cannot go from Sent to Requested.',
    );
    expect(refusal(WORK_ORDER, 'returned', 'done', 'vendor')).toBe(
      'This work order is returned to store and cannot change any more.',
    );
  });

  it('tells the customer when the piece is ready or shipped, and the vendor when its work is back', () => {
    expect(
      findMove(SALES_ORDER, 'in_progress', 'ready', 'store')?.notify,
    ).toContain('customer');
    expect(
      findMove(SALES_ORDER, 'in_progress', 'shipped', 'store')?.notify,
    ).toContain('customer');
    expect(findMove(WORK_ORDER, 'done', 'returned', 'store')?.notify).toEqual([
      'vendor',
    ]);
  });

  it('lets the store revise a sent or approved estimate and the customer approve, decline and convert it', () => {
    expect(findMove(ESTIMATE, 'quoted', 'quoted', 'store')?.action).toBe(
      'Send revision',
    );
    expect(findMove(ESTIMATE, 'accepted', 'quoted', 'store')?.notify).toEqual([
      'customer',
    ]);
    expect(findMove(ESTIMATE, 'quoted', 'quoted', 'customer')).toBeNull();
    expect(
      findMove(ESTIMATE, 'accepted', 'converted', 'customer'),
    ).not.toBeNull();
    expect(findMove(ESTIMATE, 'requested', 'accepted', 'customer')).toBeNull();
    expect(findMove(ESTIMATE, 'converted', 'quoted', 'customer')).toBeNull();
    expect(findMove(ESTIMATE, 'converted', 'accepted', 'store')).toBeNull();
  });

  it('reads statuses as words, never as codes', () => {
    expect(statusLabel(SALES_ORDER, 'in_progress')).toBe('In progress');
    expect(statusLabel(WORK_ORDER, 'on_hold')).toBe('On hold');
    expect(statusLabel(ESTIMATE, 'quoted')).toBe('Sent');
    expect(statusLabel(SALES_ORDER, 'unknown_code')).toBe('unknown_code');
  });
});
