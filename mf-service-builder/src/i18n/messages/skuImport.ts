// The SKU import dialog: a file of choices into the service's options.

export const skuImport = {
  en: {
    title: 'Import choices (SKUs)',
    eachRow: 'the options each row names',
    intro:
      'One choice per row, into {{target}}. A choice already there (same name) takes the file’s cost and picture; a new one is added at the end.',
    newOption: 'A label no option has yet becomes a new mass dropdown.',
    limit:
      'At most {{max}} rows. If any row is wrong, nothing is imported and every problem is listed.',
    onlyInto: 'Only into “{{label}}” (the file needs no option column)',
    template: 'Download the template (XLSX)',
    saveFirst:
      'Save or discard your changes first: the import saves the service.',
    form: 'Import a file of choices',
    file: 'File (CSV or XLSX, up to 3 MB)',
    submit: 'Import',
    failed: 'The import failed.',
    downloadFailed: 'The download failed.',
  },
  es: {
    title: 'Importar opciones (SKU)',
    eachRow: 'las opciones que nombra cada fila',
    intro:
      'Una opción por fila, en {{target}}. Una opción que ya existe (mismo nombre) toma el coste y la imagen del archivo; una nueva se añade al final.',
    newOption:
      'Una etiqueta que aún no tiene ninguna opción se convierte en un nuevo desplegable masivo.',
    limit:
      'Como máximo {{max}} filas. Si alguna fila es errónea, no se importa nada y se enumeran todos los problemas.',
    onlyInto: 'Solo en «{{label}}» (el archivo no necesita columna de opción)',
    template: 'Descargar la plantilla (XLSX)',
    saveFirst:
      'Guarde o descarte primero sus cambios: la importación guarda el servicio.',
    form: 'Importar un archivo de opciones',
    file: 'Archivo (CSV o XLSX, hasta 3 MB)',
    submit: 'Importar',
    failed: 'La importación falló.',
    downloadFailed: 'La descarga falló.',
  },
};
