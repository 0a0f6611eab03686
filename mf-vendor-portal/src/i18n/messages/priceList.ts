// One store's price list, read-only.

export const priceList = {
  en: {
    loading: 'Loading the price list',
    all: 'All price lists',
    title: 'Price list',
    loadFailed: 'We could not load this price list.',
    titleFor: 'Price list: {{store}}',
    editPrices: 'Edit prices',
    summary: 'Priced: {{priced}}. Last updated: {{updated}}.',
    pricesFor: 'Prices for {{store}}',
    find: 'Find a service',
    findPlaceholder: 'Service name',
    match_one: '{{shown}} of {{count}} service match.',
    match_other: '{{shown}} of {{count}} services match.',
    services_one: '{{count}} service.',
    services_other: '{{count}} services.',
    noMatch: 'No service matches “{{search}}”.',
    noServices:
      'This store has no services yet: prices come once it adds some.',
  },
  es: {
    loading: 'Cargando la lista de precios',
    all: 'Todas las listas de precios',
    title: 'Lista de precios',
    loadFailed: 'No pudimos cargar esta lista de precios.',
    titleFor: 'Lista de precios: {{store}}',
    editPrices: 'Editar precios',
    summary: 'Con precio: {{priced}}. Última actualización: {{updated}}.',
    pricesFor: 'Precios de {{store}}',
    find: 'Buscar un servicio',
    findPlaceholder: 'Nombre del servicio',
    match_one: '{{shown}} de {{count}} servicio coincide.',
    match_other: '{{shown}} de {{count}} servicios coinciden.',
    services_one: '{{count}} servicio.',
    services_other: '{{count}} servicios.',
    noMatch: 'Ningún servicio coincide con «{{search}}».',
    noServices:
      'Esta tienda todavía no tiene servicios: los precios llegarán cuando añada alguno.',
  },
};
