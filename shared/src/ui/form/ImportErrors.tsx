import { lazy, Suspense } from 'react';
import { isApiError } from 'shared/api';
import type { ImportRowError } from 'shared/contracts/vendorSales';
import { PageLoader } from 'shared/ui';

const ImportErrorsTable = lazy(() => import('./ImportErrorsTable'));

/** Props of ImportErrors. */
export interface ImportErrorsProps {
  errors: ImportRowError[];
  /** the section's class (the page's card) */
  className?: string;
}

/**
 * A refused import's report (vendor sales orders, the builder's SKU import): which row (row 1 is the
 * header), which column, what is wrong.
 */
export function ImportErrors({ errors, className }: ImportErrorsProps) {
  if (errors.length === 0) return null;
  return (
    <section className={className} aria-labelledby="import-errors">
      <h2 id="import-errors">Rows to fix</h2>
      <Suspense fallback={<PageLoader />}>
        <ImportErrorsTable errors={errors} />
      </Suspense>
    </section>
  );
}

/** Why a chosen import file cannot be sent (none chosen, not CSV or XLSX, too large), or null. */
export function importFileProblem(
  file: File | undefined,
  maxBytes: number,
): string | null {
  if (!file) return 'Choose a CSV or XLSX file first.';
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a CSV or XLSX file.';
  if (file.size > maxBytes)
    return `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Split it into smaller files.`;
  return null;
}

/** The row-level report of a refused import (an api error's `row_errors`), else none. */
export const importRowErrorsOf = (error: unknown): ImportRowError[] =>
  (isApiError(error)
    ? (error.data as { row_errors?: ImportRowError[] } | null)?.row_errors
    : undefined) ?? [];
