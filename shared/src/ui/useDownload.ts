import { useCallback, useState } from 'react';

/** What useDownload gives a download button. */
export interface DownloadState {
  /** true while the file is being fetched (the button shows it is busy) */
  isBusy: boolean;
  /** why the last try failed, until the next try */
  failure: string | null;
  /** fetches and saves the file; never rejects */
  start: () => Promise<void>;
}

/**
 * A file download behind a button: busy while it runs; a failure keeps the api's message, or
 * `fallback` when the error has none, and is also handed to `onFailure` (e.g. a toast).
 */
export function useDownload(
  download: () => Promise<unknown>,
  fallback: string,
  onFailure?: (message: string) => void,
): DownloadState {
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      await download();
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : fallback;
      setFailure(message);
      onFailure?.(message);
    } finally {
      setBusy(false);
    }
  }, [download, fallback, onFailure]);
  return { isBusy, failure, start };
}
