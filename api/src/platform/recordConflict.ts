import { ApiError } from '../errors';

// What a stale or illegal move of a versioned record (sales order, work order, estimate, the
// vendor's own records) answers: the same words and the same 409 in every area.

export const MOVE_MESSAGES = {
  stale:
    'Someone else changed this record while you were looking at it. It now shows what they saved.',
  reason: 'Please tell why.',
  unknown: 'Select a valid choice.',
} as const;

/**
 * The 409 answer of a stale or illegal move or edit; `current` is the record as it is now, `extra`
 * what else the caller needs to show (an estimate's valid-until date).
 */
export const conflict = (
  code: string,
  message: string,
  current: { status: string; version: number },
  extra: Record<string, unknown> = {},
) =>
  new ApiError(
    409,
    code,
    message,
    {},
    {
      current: { status: current.status, version: current.version },
      ...extra,
    },
  );
