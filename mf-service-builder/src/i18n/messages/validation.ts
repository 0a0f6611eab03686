import { SERVICE_BUILDER_MESSAGES } from 'shared/contracts/serviceBuilder';
import { VENDOR_SERVICE_MESSAGES } from 'shared/contracts/vendorServices';
import {
  DRAFT_MESSAGES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  OPTION_MESSAGES,
} from 'shared/options';
import { UPLOAD_FAILED_MESSAGE } from 'shared/ui/form/messages';
import { LOGIC_NOT_CLOSABLE } from '../../features/service-editor/usePanel';

const pick = <T extends Record<string, string>, K extends keyof T>(
  from: T,
  keys: readonly K[],
): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/**
 * The editor's checks write these in English (shared/options, the service contract, the picture
 * upload), and the English here is taken from those same constants; the fields find them by that text and show them in the page's language. Messages
 * already in the shared 'validation' namespace (the spec's logic and formula words) are not repeated.
 */
export const validation = {
  en: {
    ...pick(DRAFT_MESSAGES, [
      'serviceName',
      'label',
      'noChoices',
      'choiceName',
      'choiceTaken',
      'compareField',
      'compareOperator',
      'compareNumber',
      'compareChoice',
      'tooFewRules',
      'ruleNumbers',
      'circular',
      'notValidated',
      'urlParameterKind',
      'urlIntegrationOff',
      'urlParameterFormat',
    ]),
    invalidFormula: OPTION_MESSAGES.invalidFormula,
    imageType: IMAGE_TYPE_MESSAGE,
    imageSize: IMAGE_TOO_LARGE_MESSAGE,
    uploadFailed: UPLOAD_FAILED_MESSAGE,
    stale: SERVICE_BUILDER_MESSAGES.stale,
    invalid: SERVICE_BUILDER_MESSAGES.invalid,
    notFound: SERVICE_BUILDER_MESSAGES.notFound,
    categoryNotFound: SERVICE_BUILDER_MESSAGES.categoryNotFound,
    saveFailed: 'We could not save this service. Please try again.',
    deleted: VENDOR_SERVICE_MESSAGES.deleted,
    deleteFailed: 'We could not delete this service.',
    atMost: 'At most {{n}} characters.',
    notClosable: LOGIC_NOT_CLOSABLE,
  },
  es: {
    serviceName: 'Introduzca el nombre del servicio.',
    label: 'Ponga una etiqueta a esta opción.',
    noChoices: 'Añada al menos una opción de respuesta.',
    choiceName: 'Ponga nombre a esta opción de respuesta.',
    choiceTaken: 'Cada opción de respuesta necesita un nombre distinto.',
    compareField: 'Elija una opción con la que comparar.',
    compareOperator: 'Elija una condición que esta opción admita.',
    compareNumber: 'Introduzca un número.',
    compareChoice: 'Elija una de las opciones de respuesta de la opción.',
    tooFewRules: 'Añadir lógica necesita al menos 2 reglas.',
    ruleNumbers: 'Las reglas deben numerarse 1, 2, 3… en orden.',
    circular:
      'Estas opciones se muestran u ocultan unas a otras en círculo, así que ninguna se mostraría nunca. Quite una de las reglas.',
    notValidated:
      'Las reglas de validación solo se aplican a opciones de talla, seguro y garantía.',
    urlParameterKind:
      'Los parámetros de URL solo se aplican a opciones de texto corto, texto largo y número.',
    urlIntegrationOff:
      'Active la integración por URL en los ajustes de la tienda para asignar parámetros de URL.',
    urlParameterFormat:
      'Use solo letras, dígitos, guiones y guiones bajos (60 como máximo).',
    invalidFormula: 'Introduzca una fórmula válida.',
    imageType: 'Elija una imagen PNG, JPEG, WebP o GIF.',
    imageSize: 'Esta imagen es demasiado grande. Elija una de menos de 1 MB.',
    uploadFailed: 'No pudimos subir esta imagen. Inténtelo de nuevo.',
    stale:
      'Otra persona guardó este servicio mientras usted lo editaba. Recárguelo para ver sus cambios; sus ediciones se conservan hasta entonces.',
    invalid: 'Corrija los campos marcados.',
    notFound: 'Este servicio no existe o no es suyo.',
    categoryNotFound: 'Esta categoría no existe o no es suya.',
    saveFailed: 'No pudimos guardar este servicio. Inténtelo de nuevo.',
    deleted: 'Servicio eliminado.',
    deleteFailed: 'No pudimos eliminar este servicio.',
    atMost: 'Como máximo {{n}} caracteres.',
    notClosable:
      'Corrija antes la lógica: este panel no se puede cerrar mientras su expresión no sea válida o una regla tenga un error.',
  },
};
