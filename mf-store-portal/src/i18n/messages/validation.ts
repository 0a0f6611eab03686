import { CUSTOMER_MESSAGES } from 'shared/contracts/customers';
import { DISCOUNT_MESSAGES } from 'shared/contracts/discounts';
import { INSURANCE_MESSAGES } from 'shared/contracts/insurancePlans';
import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import { BILLING_MESSAGES } from 'shared/contracts/billing';
import { RELEASE_MESSAGES } from 'shared/contracts/releases';
import { REFUND_MESSAGES } from 'shared/contracts/repair';
import { SETTINGS_MESSAGES } from 'shared/contracts/settings';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from 'shared/options';
import { UPLOAD_FAILED_MESSAGE } from 'shared/ui/form/messages';
import { STORE_PRICE_LIST_MESSAGES } from 'shared/contracts/storePriceLists';

/** An onboarding step's choice left empty (shipping, carrier). */
export const CHOOSE_ONE = 'Please choose one.';
/** A price list's save that failed without the api's own words. */
export const PRICE_LIST_SAVE_FAILED =
  'We could not save the price list. Please try again.';
/** The customer's tag field left empty when adding a tag. */
export const TAG_FIRST = 'Type a tag first';

/** The settings form's messages: their English is the settings contract's own words. */
const SETTINGS_FORM_KEYS = [
  'colour',
  'url',
  'image',
  'fontName',
  'fontNameRequired',
  'fontFile',
  'fontFileRequired',
  'topBarText',
  'tagline',
  'hoursTime',
  'hoursRequired',
  'hoursOrder',
  'hoursDays',
] as const;
const SETTINGS_FORM_MESSAGES = Object.fromEntries(
  SETTINGS_FORM_KEYS.map((key) => [key, SETTINGS_MESSAGES[key]]),
) as Pick<typeof SETTINGS_MESSAGES, (typeof SETTINGS_FORM_KEYS)[number]>;

/**
 * The store portal's own form messages, written in English by its schemas (and the settings'
 * shared words); the forms' error display finds them by their English text (addValidationMessages).
 */
export const validation = {
  en: {
    ...SETTINGS_FORM_MESSAGES,
    internalNotes: 'Internal notes may have at most 4000 characters',
    chooseVendor: 'Please choose a vendor',
    chooseItems: 'Please choose at least one item to send',
    instructions: 'Instructions may have at most 4000 characters',
    atMost: 'At most {{max}} characters.',
    enterAtMost: 'Please enter at most {{max}} characters.',
    enterNumber: 'Enter a number.',
    refundable: REFUND_MESSAGES.tooMuch('{{amount}}'),
    insuranceRate: INSURANCE_MESSAGES.rate,
    tag: CUSTOMER_MESSAGES.tag,
    tagFirst: TAG_FIRST,
    zip: ONBOARDING_MESSAGES.zip,
    discountCode: DISCOUNT_MESSAGES.code,
    discountPercent: DISCOUNT_MESSAGES.percent,
    discountFixed: DISCOUNT_MESSAGES.fixed,
    discountDates: DISCOUNT_MESSAGES.dates,
    chooseOne: CHOOSE_ONE,
    comment: 'A comment may have at most {{max}} characters',
    count: 'Please enter a whole number from 1 to {{max}}.',
    commissionOperator:
      'This operator does not fit what the condition compares.',
    commissionRate:
      'Enter a percentage from 0 to 100 with at most two decimals.',
    share: 'Enter a share from 0 to 100 %.',
    chooseStore: 'Choose a store.',
    reason: RELEASE_MESSAGES.reason,
    reasonLength: 'Please keep the reason to {{max}} characters.',
    keyName: 'Please keep the name to {{max}} characters.',
    usageLimit: 'Please enter a whole number from 1 to 999999',
    carrierAccount: BILLING_MESSAGES.accountNumber,
    scriptLength: 'Please keep the address under {{max}} characters.',
    priceListStale: STORE_PRICE_LIST_MESSAGES.stale,
    priceListNotFound: STORE_PRICE_LIST_MESSAGES.notFound,
    priceListSaveFailed: PRICE_LIST_SAVE_FAILED,
    imageType: IMAGE_TYPE_MESSAGE,
    imageSize: IMAGE_TOO_LARGE_MESSAGE,
    uploadFailed: UPLOAD_FAILED_MESSAGE,
    onboarding: {
      storeName: ONBOARDING_MESSAGES.storeName,
      subdomain: ONBOARDING_MESSAGES.subdomain,
      subdomainReserved: ONBOARDING_MESSAGES.subdomainReserved,
      subdomainTaken: ONBOARDING_MESSAGES.subdomainTaken,
      colour: ONBOARDING_MESSAGES.colour,
      services: ONBOARDING_MESSAGES.services,
      plan: ONBOARDING_MESSAGES.plan,
      extraLocations: ONBOARDING_MESSAGES.extraLocations,
      routingNumber: ONBOARDING_MESSAGES.routingNumber,
      accountNumber: ONBOARDING_MESSAGES.accountNumber,
    },
  },
  es: {
    colour:
      'Indique un color como # y seis dígitos hexadecimales, como #204a48.',
    url: 'Indique una dirección completa que empiece por http:// o https://.',
    image:
      'Suba una imagen PNG, JPEG, WebP o GIF de hasta 1 MB, o indique su dirección https://.',
    fontName:
      'Indique el nombre de una familia de fuentes: letras, dígitos, espacios y guiones.',
    fontNameRequired: 'Indique el nombre de la familia de fuentes.',
    fontFile:
      'Indique la dirección https:// de un archivo de fuente (.woff2, .woff, .ttf u .otf).',
    fontFileRequired: 'Añada el archivo de fuente normal.',
    topBarText:
      'El texto de la barra superior admite como máximo 200 caracteres.',
    tagline: 'El eslogan admite como máximo 160 caracteres.',
    hoursTime: 'Indique una hora como HH:MM, por ejemplo 09:30.',
    hoursRequired:
      'Indique las horas de apertura y cierre, o marque el día como cerrado.',
    hoursOrder: 'La hora de cierre debe ser posterior a la de apertura.',
    hoursDays: 'Indique cada día de la semana una sola vez.',
    internalNotes: 'Las notas internas admiten como máximo 4000 caracteres',
    chooseVendor: 'Elija un proveedor',
    chooseItems: 'Elija al menos un artículo para enviar',
    instructions: 'Las instrucciones admiten como máximo 4000 caracteres',
    atMost: 'Como máximo {{max}} caracteres.',
    enterAtMost: 'Indique como máximo {{max}} caracteres.',
    enterNumber: 'Indique un número.',
    refundable:
      'El importe no puede ser mayor que ${{amount}}, lo que queda por reembolsar.',
    insuranceRate:
      'Introduzca un porcentaje entre 0 y 100 con 2 decimales como máximo',
    tag: 'Una etiqueta tiene de 1 a 30 caracteres.',
    tagFirst: 'Escriba antes una etiqueta',
    zip: 'Introduzca un código postal válido.',
    discountCode: 'Un código tiene de 3 a 32 letras, dígitos, - o _.',
    discountPercent:
      'Introduzca un porcentaje entre 1 y 100 con 2 decimales como máximo',
    discountFixed:
      'Introduzca un importe mayor que 0 con 2 decimales como máximo',
    discountDates: 'La fecha de fin debe ser posterior a la de inicio.',
    chooseOne: 'Elija una opción.',
    comment: 'Un comentario admite como máximo {{max}} caracteres',
    count: 'Introduzca un número entero de 1 a {{max}}.',
    commissionOperator:
      'Este operador no encaja con lo que compara la condición.',
    commissionRate:
      'Introduzca un porcentaje de 0 a 100 con dos decimales como máximo.',
    share: 'Introduzca una proporción de 0 a 100 %.',
    chooseStore: 'Elija una tienda.',
    reason: 'Explique por qué hace este cambio.',
    reasonLength: 'El motivo admite como máximo {{max}} caracteres.',
    keyName: 'El nombre admite como máximo {{max}} caracteres.',
    usageLimit: 'Introduzca un número entero de 1 a 999999',
    carrierAccount: 'Introduzca de 5 a 30 letras y dígitos.',
    scriptLength: 'La dirección debe tener menos de {{max}} caracteres.',
    priceListStale:
      'Otra persona guardó esta lista de precios mientras usted la editaba. Sus cambios se conservan: revíselos y guarde de nuevo.',
    priceListNotFound: 'Esta lista de precios no existe o no es suya.',
    priceListSaveFailed:
      'No pudimos guardar la lista de precios. Inténtelo de nuevo.',
    imageType: 'Elija una imagen PNG, JPEG, WebP o GIF.',
    imageSize: 'Esta imagen es demasiado grande. Elija una de menos de 1 MB.',
    uploadFailed: 'No pudimos subir esta imagen. Inténtelo de nuevo.',
    onboarding: {
      storeName: 'Introduzca de 2 a 60 caracteres.',
      subdomain:
        'Use de 3 a 30 letras minúsculas, dígitos y guiones, empezando y terminando por una letra o un dígito.',
      subdomainReserved: 'Esta dirección está reservada. Elija otra.',
      subdomainTaken: 'Esta dirección ya está ocupada. Elija otra.',
      colour: 'Indique un color como #rrggbb.',
      services: 'Elija al menos un servicio.',
      plan: 'Elija un plan.',
      extraLocations: 'Introduzca un número entero de 0 a 100.',
      routingNumber: 'Introduzca 9 dígitos.',
      accountNumber: 'Introduzca de 4 a 17 dígitos.',
    },
  },
};
