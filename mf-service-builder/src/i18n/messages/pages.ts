/** The menu label and the refusal the page declarations (pages.json) name by key. */
export const menu = {
  en: { services: 'Services' },
  es: { services: 'Servicios' },
};

export const ownerOnly = {
  en: {
    title: 'You cannot open this page',
    message:
      'Only the workshop\u2019s owner builds its services. Ask the owner of your workshop.',
  },
  es: {
    title: 'No puede abrir esta página',
    message:
      'Solo el propietario del taller crea sus servicios. Pídaselo al propietario de su taller.',
  },
};

/** "New service": the service's own fields before the editor opens. */
export const newService = {
  en: {
    back: 'Services',
    title: 'New service',
    subtitle:
      'Name and price the service; you add its options in the editor next.',
    form: 'New service',
    name: 'Name',
    price: 'Price',
    description: 'Description',
    category: 'Category',
    noCategory: 'No category',
    active: 'Active',
    activeHintStore: 'Inactive services are hidden from the storefront.',
    activeHintVendor: 'Inactive services are not offered.',
    create: 'Create service',
  },
  es: {
    back: 'Servicios',
    title: 'Nuevo servicio',
    subtitle:
      'Ponga nombre y precio al servicio; sus opciones se añaden después en el editor.',
    form: 'Nuevo servicio',
    name: 'Nombre',
    price: 'Precio',
    description: 'Descripción',
    category: 'Categoría',
    noCategory: 'Sin categoría',
    active: 'Activo',
    activeHintStore: 'Los servicios inactivos no se muestran en la tienda.',
    activeHintVendor: 'Los servicios inactivos no se ofrecen.',
    create: 'Crear servicio',
  },
};
