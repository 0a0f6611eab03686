import fc from 'fast-check';

// Requests for every operation of the OpenAPI document: values drawn from each schema (fast-check,
// so a seed replays a run exactly), then mutated the way an attacker or a broken client would:
// wrong types, huge strings, NUL and control characters, lone surrogates, deep nesting, missing
// fields, wrong or lying content types, bodies that are not JSON at all.

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  in?: string;
  name?: string;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  params: Schema[];
  body: Schema | null;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** what was done to it, for the failure message */
  what: string;
}

const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(100_000),
  'a\u0000b',
  'a\u0007b',
  '\ud800',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '1e400',
  '-1',
  'NaN',
  '9'.repeat(40),
  '__proto__',
  '😀'.repeat(50),
];
const NASTY_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  2 ** 31,
  1.5,
  1e308,
  [],
  {},
  [1, 'a'],
  { a: { b: 1 } },
];

const deep = (depth: number): unknown =>
  depth === 0 ? 1 : { a: deep(depth - 1) };

const typeOf = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type[0] : schema.type;

/** A value of `schema` (within its bounds most of the time, a nasty one sometimes). */
export function valueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((s) => valueOf(s, depth)));
  if (schema.allOf?.length) return valueOf(schema.allOf[0]!, depth);
  switch (typeOf(schema)) {
    case 'integer':
      return fc.oneof(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({
          min: schema.minimum ?? -(2 ** 31),
          max: schema.maximum ?? 2 ** 31 - 1,
        }),
      );
    case 'number':
      return fc.oneof(
        fc.integer({ min: 0, max: 500 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 4 ? fc.constant({}) : objectOf(schema, depth);
    case 'string':
      return fc.oneof(
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 30, 30),
        }),
        fc.constantFrom(
          'demo-order-1000001-0000000000001',
          'owner@acme.test',
          '2026-01-01',
          '12.50',
          'WELCOME10',
        ),
      );
    default:
      return fc.constantFrom(...NASTY_VALUES, 'text');
  }
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(props);
  return fc.record(
    Object.fromEntries(keys.map((k) => [k, valueOf(props[k]!, depth + 1)])),
    { requiredKeys: keys.filter((k) => required.has(k)) },
  );
}

type Mutation = (body: Record<string, unknown>) => unknown;

/** One way of breaking a body; `pick` chooses among its keys. */
const mutations = (pick: number): [string, Mutation][] => {
  const keyOf = (body: Record<string, unknown>) => {
    const keys = Object.keys(body);
    return keys.length ? keys[pick % keys.length]! : 'x';
  };
  return [
    ['as generated', (b) => b],
    [
      'a field missing',
      (b) => {
        const copy = { ...b };
        delete copy[keyOf(b)];
        return copy;
      },
    ],
    [
      'a field of a wrong type',
      (b) => ({ ...b, [keyOf(b)]: NASTY_VALUES[pick % NASTY_VALUES.length] }),
    ],
    [
      'a nasty string',
      (b) => ({ ...b, [keyOf(b)]: NASTY_STRINGS[pick % NASTY_STRINGS.length] }),
    ],
    ['nested 40 deep', (b) => ({ ...b, [keyOf(b)]: deep(40) })],
    ['an array instead of an object', (b) => [b]],
    ['null', () => null],
  ];
};

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/xml',
];

function encode(body: unknown, contentType: string): string {
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams();
    if (body && typeof body === 'object' && !Array.isArray(body))
      for (const [k, v] of Object.entries(body))
        form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    return form.toString();
  }
  if (contentType.startsWith('multipart/'))
    return `--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${JSON.stringify(body)}`;
  return JSON.stringify(body) ?? 'null';
}

/** A path parameter: a plausible id or token most of the time, garbage sometimes. */
const paramValue = (schema: Schema): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: valueOf(schema).map((v) => String(v)) },
    { weight: 2, arbitrary: fc.constantFrom('1', '2', '3', '1000001') },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS.slice(3, 12)) },
  );

/** Percent-encoded; a lone surrogate becomes the bytes a broken client would send. */
const encodePart = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** Requests for one operation. */
export function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => paramValue(p.schema ?? {}))),
      query: fc.tuple(
        ...queryParams.map((p) =>
          fc.option(paramValue(p.schema ?? {}), { nil: undefined }),
        ),
      ),
      body: op.body ? valueOf(op.body) : fc.constant({}),
      mutation: fc.nat(6),
      pick: fc.nat(1000),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      garbage: fc.oneof(
        { weight: 9, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    })
    .map(({ path, query, body, mutation, pick, contentType, garbage }) => {
      let url = op.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodePart(path[i]!));
      });
      const search = new URLSearchParams();
      queryParams.forEach((p, i) => {
        if (query[i] !== undefined) search.set(p.name!, query[i]!);
      });
      if (search.size) url += `?${search}`;
      const request: FuzzRequest = {
        method: op.method,
        url,
        headers: {},
        what: `${op.method} ${op.path}`,
      };
      if (op.method === 'GET' || op.method === 'DELETE') return request;
      const [name, mutate] = mutations(pick)[mutation]!;
      const payload = garbage
        ? '{"unterminated": ['
        : encode(mutate(body as Record<string, unknown>), contentType);
      return {
        ...request,
        headers: { 'content-type': contentType },
        payload,
        what: `${request.what}: ${garbage ? 'not JSON' : name} as ${contentType}`,
      };
    });
}
