import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { ApiError } from '../errors';

// Input the database or the handlers cannot take is refused at the door with a 400 in the error
// shape: NUL bytes and malformed percent-encoding in the URL, and JSON bodies that are nested too
// deep, carry `__proto__`/`constructor.prototype` keys, NUL characters, lone surrogates or numbers
// JSON.parse turns into Infinity. Nothing gets as far as a query, so nothing changes.

/** Deeper than any body the api takes (a cart answer is 4 levels); a 5,000-deep array is an attack. */
export const MAX_JSON_DEPTH = 32;

const badInput = (message: string, field = 'non_field_errors') =>
  new ApiError(400, 'VALIDATION_ERROR', message, { [field]: message });

const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control characters no text of ours holds (tab, line feed and carriage return are text). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const isCleanString = (value: string) =>
  !CONTROL.test(value) && !LONE_SURROGATE.test(value);

/** Walks a parsed body without recursion (so no depth can overflow the stack); throws on the first problem. */
export function assertCleanJson(root: unknown): void {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isCleanString(value))
        throw badInput(
          'Text may not contain NUL or control characters or invalid unicode.',
        );
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw badInput('A number is out of range.');
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH)
        throw badInput(
          `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
        );
      const entries = Array.isArray(value) ? value : Object.entries(value);
      for (const entry of entries) {
        if (Array.isArray(value)) stack.push([entry, depth + 1]);
        else {
          const [key, child] = entry as [string, unknown];
          if (!isCleanString(key))
            throw badInput(
              'Text may not contain NUL or control characters or invalid unicode.',
            );
          stack.push([child, depth + 1]);
        }
      }
    }
  }
}

/** Checks a raw JSON text's nesting before parsing it, so a huge depth costs one linear scan. */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/** Parses a JSON body like Fastify does (prototype poisoning refused), plus the checks above. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {}; // clients POST mark-read and friends without a body
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw badInput(
      `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
    );
  let parsed: unknown;
  try {
    parsed = secureJson.parse(text, undefined, {
      protoAction: 'error',
      constructorAction: 'error',
    });
  } catch (error) {
    if (error instanceof SyntaxError)
      throw badInput('The request body is not valid JSON.');
    throw badInput(
      'The request body may not set __proto__ or constructor.prototype.',
    );
  }
  assertCleanJson(parsed);
  return parsed;
}

/** The URL (path and query) decodes to well-formed text without NUL characters, else 400. */
export function assertCleanUrl(url: string): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    throw badInput('The address contains malformed percent-encoding.');
  }
  if (!isCleanString(decoded))
    throw badInput(
      'The address may not contain NUL characters or invalid unicode.',
    );
}

/** Installs the JSON parser and the URL check on `app`. */
export function hardenInput(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseJsonBody(String(body)));
      } catch (error) {
        done(error as ApiError, undefined);
      }
    },
  );
  app.addHook('onRequest', async (request) => {
    assertCleanUrl(request.url);
  });
  // Form-encoded and plain-text bodies (and any parser added later) get the JSON checks too:
  // whatever a parser produced is walked before validation, so no type slips past them.
  app.addHook('preValidation', async (request) => {
    if (!Buffer.isBuffer(request.body)) assertCleanJson(request.body);
  });
  // After validation: a path or query number the schema coerced from text ('1e400' is Infinity
  // and passes an integer check) must be finite before it reaches a query.
  app.addHook('preHandler', async (request) => {
    assertCleanJson(request.params);
    assertCleanJson(request.query);
  });
}

/** A multipart text field: the same checks as any other text (NUL, lone surrogates). */
export function assertCleanField(value: string): void {
  assertCleanJson(value);
}

/** A multipart form the parser could not read (cut short, bad boundary): a 400 like bad JSON. */
export const malformedForm = () =>
  badInput('The request body is not a valid multipart form.');
