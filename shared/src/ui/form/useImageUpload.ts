import { useCallback, useState } from 'react';
import { isApiError, uploadImage } from 'shared/api';
import { imageRefusal } from 'shared/options';
import { UPLOAD_FAILED_MESSAGE } from './messages';

/** Why an upload failed, in words: the api's message for the file (or the store), else its message. */
export function uploadProblemOf(error: unknown): string {
  if (isApiError(error))
    return (
      error.fieldErrors.file ??
      error.fieldErrors.store_id ??
      (error.message || UPLOAD_FAILED_MESSAGE)
    );
  return error instanceof Error && error.message
    ? error.message
    : UPLOAD_FAILED_MESSAGE;
}

/** What useImageUpload answers. */
export interface ImageUploadState {
  isUploading: boolean;
  /** why the last file was refused or failed, or null */
  problem: string | null;
  /**
   * Checks the file (type, the spec's size rule) and refuses it here with a message, or uploads it
   * and hands its address to `attach` (still counted as uploading, its failure shown the same way).
   * Answers the address, or null when refused or failed.
   */
  upload: (
    file: File,
    attach?: (url: string) => unknown,
  ) => Promise<string | null>;
  setProblem: (problem: string | null) => void;
}

/** A portal user's image upload (POST /uploads): no store id for a vendor user's own pictures. */
export function useImageUpload(storeId?: number | null): ImageUploadState {
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useCallback(
    async (file: File, attach?: (url: string) => unknown) => {
      const refusal = await imageRefusal(file);
      if (refusal) {
        setProblem(refusal);
        return null;
      }
      setProblem(null);
      setUploading(true);
      try {
        const url = await uploadImage(file, { storeId });
        await attach?.(url);
        return url;
      } catch (error) {
        setProblem(uploadProblemOf(error));
        return null;
      } finally {
        setUploading(false);
      }
    },
    [storeId],
  );
  return { isUploading, problem, upload, setProblem };
}
