import { addCatalogue, i18n, useT, type CatalogueSet } from 'shared/i18n';

/**
 * The 'importForm' namespace: an import's report and why a chosen file cannot be sent (vendor sales
 * orders, the builder's SKU import). Registered by the report's own module, so a remote that ships
 * it brings its words whatever the shell's version.
 */
export const IMPORT_FORM_CATALOGUES: CatalogueSet = {
  en: {
    rowsToFix: 'Rows to fix',
    row: 'Row',
    column: 'Column',
    problem: 'Problem',
    noFile: 'Choose a CSV or XLSX file first.',
    wrongType: 'Choose a CSV or XLSX file.',
    tooLarge:
      'The file is larger than {{megabytes}} MB. Split it into smaller files.',
  },
  es: {
    rowsToFix: 'Filas que corregir',
    row: 'Fila',
    column: 'Columna',
    problem: 'Problema',
    noFile: 'Elija antes un archivo CSV o XLSX.',
    wrongType: 'Elija un archivo CSV o XLSX.',
    tooLarge:
      'El archivo ocupa más de {{megabytes}} MB. Divídalo en archivos más pequeños.',
  },
};

addCatalogue('importForm', IMPORT_FORM_CATALOGUES);

/** The import report's words in the page's language. */
export const useImportT = () => useT('importForm');

/** One of the import's words in the current language, outside components. */
export const importWords = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'importForm', ...options });
