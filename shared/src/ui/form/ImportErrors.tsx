import { lazy, Suspense } from 'react';
import { isApiError } from 'shared/api';
import type { ImportRowError } from 'shared/contracts/vendorSales';
import { PageLoader } from 'shared/ui';
import { importWords, useImportT } from './ImportErrors.catalogue';

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
  const t = useImportT();
  if (errors.length === 0) return null;
  return (
    <section className={className} aria-labelledby="import-errors">
      <h2 id="import-errors">{t('rowsToFix')}</h2>
      <Suspense fallback={<PageLoader />}>
        <ImportErrorsTable errors={errors} />
      </Suspense>
    </section>
  );
}

/**
 * Why a chosen import file cannot be sent (none chosen, not CSV or XLSX, too large), in the page's
 * language, or null.
 */
export function importFileProblem(
  file: File | undefined,
  maxBytes: number,
): string | null {
  if (!file) return importWords('noFile');
  if (!/\.(csv|xlsx)$/i.test(file.name)) return importWords('wrongType');
  if (file.size > maxBytes)
    return importWords('tooLarge', {
      megabytes: Math.round(maxBytes / 1024 / 1024),
    });
  return null;
}

/** The row-level report of a refused import (an api error's `row_errors`), else none. */
export const importRowErrorsOf = (error: unknown): ImportRowError[] =>
  (isApiError(error)
    ? (error.data as { row_errors?: ImportRowError[] } | null)?.row_errors
    : undefined) ?? [];
