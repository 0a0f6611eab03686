import { Type, type TSchema } from '@sinclair/typebox';
import {
  MESSAGES,
  NAME_PATTERN,
  OPTIONAL_NAME_PATTERN,
} from 'shared/validation';

// Shared schema pieces and the translation of ajv errors into readable field messages.

export const Id = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: 2147483647, description });
export const StringEnum = <T extends string[]>(values: [...T]) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: values });
export const Email = () =>
  Type.String({ format: 'email', minLength: 1, maxLength: 254 });
export const Hostname = () => Type.String({ minLength: 1, maxLength: 253 });
export const EmptyObject = () => Type.Object({});
/**
 * A bearer link's token in the path (`…/by-token/:token`), at most 100 characters; the link is
 * looked up by the token's hash, so a token that is no link's answers 404.
 */
export const TokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100 }),
});

/** A store's routes: `/stores/:store_id/…`. */
export const StoreParams = Type.Object({ store_id: Id() });

export const schemaOf = (parts: {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}) => ({
  params: parts.params ?? EmptyObject(),
  querystring: parts.querystring ?? EmptyObject(),
  ...(parts.body ? { body: parts.body } : {}),
});

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  string: 'Not a valid string.',
  boolean: 'Must be a valid boolean.',
  object: 'Invalid data. Expected an object.',
  array: 'Expected a list of items.',
};

const NAME_PATTERNS = new Set([NAME_PATTERN, OPTIONAL_NAME_PATTERN]);

function messageOf(error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type':
      return TYPE_MESSAGES[String(p.type)] ?? 'Invalid value.';
    case 'format':
      return p.format === 'email'
        ? 'Enter a valid email address.'
        : 'Enter a valid value.';
    case 'minLength':
      return p.limit === 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${p.limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${p.limit} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${p.limit}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${p.limit}.`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return 'Select a valid choice.';
    case 'pattern':
      // A person's name answers the spec's words, as the api's own checks and the forms do.
      return NAME_PATTERNS.has(String(p.pattern))
        ? MESSAGES.name
        : 'Enter a valid value.';
    default:
      return 'Invalid value.';
  }
}

/** `{ field: message }` from ajv errors; the first error of each field wins. */
export function fieldErrors(errors: AjvError[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean);
    if (
      error.keyword === 'required' &&
      typeof error.params.missingProperty === 'string'
    ) {
      path.push(error.params.missingProperty);
    }
    const field = path.join('.') || 'non_field_errors';
    result[field] ??= messageOf(error);
  }
  return result;
}
