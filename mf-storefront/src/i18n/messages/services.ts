/** The home: services, search and filter chips. */
export const services = {
  en: {
    title: 'Shop Services',
    loadFailed: 'We could not load the services.',
    resultsFor: 'Results for “{{search}}”',
    filterByType: 'Filter by type',
    filterByItem: 'Filter by item',
    filterByCategory: 'Filter by category',
    all: 'All',
    noMatch: 'No services match your search.',
    clearFilters: 'Clear filters',
    none: 'No services are available yet. Please check back soon.',
    otherServices: 'Other services',
  },
  es: {
    title: 'Comprar servicios',
    loadFailed: 'No pudimos cargar los servicios.',
    resultsFor: 'Resultados para «{{search}}»',
    filterByType: 'Filtrar por tipo',
    filterByItem: 'Filtrar por artículo',
    filterByCategory: 'Filtrar por categoría',
    all: 'Todos',
    noMatch: 'Ningún servicio coincide con su búsqueda.',
    clearFilters: 'Borrar filtros',
    none: 'Todavía no hay servicios disponibles. Vuelva pronto.',
    otherServices: 'Otros servicios',
  },
};
