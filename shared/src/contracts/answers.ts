import { Type, type Static } from '@sinclair/typebox';

// Answers shared by many routes that carry no record of their own.
// TypeBox schemas the api describes its answers with; the browser imports their types only.

/** A done action told in words (a mail sent, an invitation withdrawn, a password changed). */
export const MessageAnswer = Type.Object({ message: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

/** A done action with nothing to tell: `{}` (200, not 204: the spec's client counts only 200 and 201 as success). */
export const EmptyAnswer = Type.Object({});
export type EmptyAnswer = Record<string, never>;

/** A password reset link checked before its form shows: valid, for this account's email. */
export const ResetLinkAnswer = Type.Object({
  valid: Type.Boolean(),
  email: Type.String(),
});
export type ResetLinkAnswer = Static<typeof ResetLinkAnswer>;
