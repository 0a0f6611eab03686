import { useState } from 'react';
import { isApiError } from 'shared/api';
import { localiseMessage } from 'shared/i18n';

/**
 * Runs a write on a work order (a move, an edit, a charge, an upload). On a 409 (someone moved it
 * first, or the move is no longer allowed) it keeps the api's message for the page's banner and
 * refreshes the work order to its current state; forms keep what was typed. Other failures are
 * thrown on to the caller (forms show them).
 */
export function useWorkOrderWrite(refresh: () => Promise<unknown>) {
  const [conflict, setConflict] = useState<string | null>(null);
  const write = async (action: () => Promise<unknown>): Promise<boolean> => {
    setConflict(null);
    try {
      await action();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict(localiseMessage(error.message));
        await refresh();
        return false;
      }
      throw error;
    }
    await refresh();
    return true;
  };
  return { conflict, write };
}
