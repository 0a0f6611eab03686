import { PROFILE_MESSAGES } from 'shared/contracts/vendorSetup';

// The workshop's business profile (a settings page) and its logo.

export const profile = {
  en: {
    loading: 'Loading your workshop profile',
    loadFailed: 'We could not load your workshop profile.',
    title: 'Workshop profile',
    intro:
      'How stores see your workshop in their vendors list, and the name your invoices print.',
    name: 'Business name',
    nameHelp: 'Printed on your invoices and shown to the stores you work with.',
    description: 'Short description',
    email: 'Contact email',
    phone: 'Contact phone',
    website: 'Website',
    websiteHint: 'https://',
    area: 'Service area',
    areaHelp: 'Where you take work from, e.g. Springfield and 30 miles around.',
    turnaround: 'Usual turnaround (days)',
    turnaroundHelp: 'From receiving a piece to sending it back, 1 to 365 days.',
    save: 'Save',
    saved: PROFILE_MESSAGES.saved,
    stale: PROFILE_MESSAGES.stale,
    logo: {
      legend: 'Logo',
      alt: 'Your workshop’s logo',
      none: 'No logo yet',
      uploading: 'Uploading…',
      another: 'Upload another logo',
      upload: 'Upload a logo',
      remove: 'Remove the logo',
      hint: 'A PNG, JPEG, WebP or GIF image of up to 1 MB. Stores see it next to your name.',
    },
  },
  es: {
    loading: 'Cargando el perfil de su taller',
    loadFailed: 'No pudimos cargar el perfil de su taller.',
    title: 'Perfil del taller',
    intro:
      'Cómo ven las tiendas su taller en su lista de proveedores, y el nombre que imprimen sus facturas.',
    name: 'Nombre comercial',
    nameHelp:
      'Se imprime en sus facturas y se muestra a las tiendas con las que trabaja.',
    description: 'Descripción breve',
    email: 'Correo electrónico de contacto',
    phone: 'Teléfono de contacto',
    website: 'Sitio web',
    websiteHint: 'https://',
    area: 'Zona de servicio',
    areaHelp:
      'De dónde acepta trabajo, p. ej. Springfield y 50 km a la redonda.',
    turnaround: 'Plazo habitual (días)',
    turnaroundHelp:
      'Desde que recibe una pieza hasta que la devuelve, de 1 a 365 días.',
    save: 'Guardar',
    saved: 'Perfil del taller guardado.',
    stale:
      'Otra persona cambió este perfil mientras usted lo editaba. Ahora muestra lo que guardó.',
    logo: {
      legend: 'Logotipo',
      alt: 'El logotipo de su taller',
      none: 'Todavía no hay logotipo',
      uploading: 'Subiendo…',
      another: 'Subir otro logotipo',
      upload: 'Subir un logotipo',
      remove: 'Quitar el logotipo',
      hint: 'Una imagen PNG, JPEG, WebP o GIF de hasta 1 MB. Las tiendas la ven junto a su nombre.',
    },
  },
};
