import { createRequire } from 'node:module';

// Compiling every route's schemas (Ajv validators and fast-json-stringify serializers) is most of
// the api's start-up: about a second of CPU. The server compiles them all at start, so a broken
// schema stops it there; the api's test files, which each build the app once and call a handful of
// routes, compile a route's schema when it is first used instead. Validation and answers are the
// same either way: the same compilers run with the same options, only later.

type Validate = ((...args: unknown[]) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};
interface LazyAjv {
  compile(schema: object): Validate;
  getSchema(id: string): Validate | undefined;
}

// Validators compiled on first use, by schema object: every app built in the same process with
// these (identical) Ajv options reuses them, so a test file that builds the app once per member
// compiles each route's schema once. Only the lazy (test) path uses it; the server compiles its own.
const compiled = new WeakMap<object, Validate>();

/** Ajv `onCreate` hook: `compile` answers a function that compiles on its first call. */
export function compileOnFirstUse(ajv: LazyAjv): void {
  const compile = ajv.compile.bind(ajv);
  ajv.compile = (schema) => {
    let validate: Validate | undefined;
    const lazy: Validate = function (this: unknown, ...args: unknown[]) {
      // A schema with an $id is compiled once per Ajv (a second compile of the same id throws).
      const id = (schema as { $id?: string }).$id;
      if (!validate && id) validate = ajv.getSchema(id);
      if (!validate) {
        validate = compiled.get(schema) ?? compile(schema);
        compiled.set(schema, validate);
      }
      const valid = validate.apply(this, args);
      lazy.errors = validate.errors;
      return valid;
    };
    // Fastify hands an Ajv function (one with `schemaEnv`) the request as parent data, so that
    // coercion and defaults can replace a whole querystring or params value; the same for this one.
    lazy.schemaEnv = true;
    return lazy;
  };
}

type Serialize = (data: unknown) => string;
type BuildSerializer = (
  externalSchemas: unknown,
  options: unknown,
) => (route: object) => Serialize;

/** Fastify's default serializer compiler, building each answer's serializer on its first use. */
export function serializersOnFirstUse(): BuildSerializer {
  // Fastify's own default compiler factory, from Fastify's dependencies.
  const requireFromFastify = createRequire(require.resolve('fastify'));
  const factory = (
    requireFromFastify(
      '@fastify/fast-json-stringify-compiler',
    ) as () => BuildSerializer
  )();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let serialize: Serialize | undefined;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
}
