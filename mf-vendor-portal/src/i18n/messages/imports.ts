// The sales order import's history (a settings page).

export const imports = {
  en: {
    title: 'Sales order import',
    intro:
      'Import many sales orders at once from a CSV or XLSX file made from the template. Every import is listed here: what it imported, or why it was refused (a file with any wrong row imports nothing).',
    run: 'Import sales orders',
    template: 'Download the template (CSV)',
    downloadFailed: 'The download failed.',
    history: 'Imports',
    result: 'Result',
    tab: {
      all: 'All ({{count}})',
      imported: 'Imported ({{count}})',
      refused: 'Refused ({{count}})',
    },
    loadFailed: 'We could not load your imports.',
    loading: 'Loading your imports',
    empty:
      'No imports yet. Import your first file of sales orders: download the template, fill it in and upload it.',
    emptyImported: 'No imported imports.',
    emptyRefused: 'No refused imports.',
    back: 'Back to settings',
    column: {
      when: 'When',
      file: 'File',
      by: 'By',
      unknown: 'Unknown',
      result: 'Result',
      imported_one: 'Imported {{count}} order',
      imported_other: 'Imported {{count}} orders',
      refused: 'Refused',
      rowsImported: 'Rows imported',
      rowsRefused: 'Rows refused',
    },
  },
  es: {
    title: 'Importación de pedidos de venta',
    intro:
      'Importe muchos pedidos de venta a la vez desde un archivo CSV o XLSX hecho a partir de la plantilla. Cada importación aparece aquí: lo que importó o por qué se rechazó (un archivo con cualquier fila errónea no importa nada).',
    run: 'Importar pedidos de venta',
    template: 'Descargar la plantilla (CSV)',
    downloadFailed: 'La descarga falló.',
    history: 'Importaciones',
    result: 'Resultado',
    tab: {
      all: 'Todas ({{count}})',
      imported: 'Importadas ({{count}})',
      refused: 'Rechazadas ({{count}})',
    },
    loadFailed: 'No pudimos cargar sus importaciones.',
    loading: 'Cargando sus importaciones',
    empty:
      'Todavía no hay importaciones. Importe su primer archivo de pedidos de venta: descargue la plantilla, rellénela y súbala.',
    emptyImported: 'No hay importaciones importadas.',
    emptyRefused: 'No hay importaciones rechazadas.',
    back: 'Volver a la configuración',
    column: {
      when: 'Cuándo',
      file: 'Archivo',
      by: 'Por',
      unknown: 'Desconocido',
      result: 'Resultado',
      imported_one: '{{count}} pedido importado',
      imported_other: '{{count}} pedidos importados',
      refused: 'Rechazada',
      rowsImported: 'Filas importadas',
      rowsRefused: 'Filas rechazadas',
    },
  },
};
