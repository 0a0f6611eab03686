import {
  API_KEY_MESSAGES,
  MAX_ACTIVE_API_KEYS,
} from 'shared/contracts/vendorSetup';

/**
 * The vendor portal's own validation and refusal messages (the schemas and the api write the
 * English); the forms' error display finds them by their English text (addValidationMessages).
 */
export const validation = {
  en: {
    apiKeyName: API_KEY_MESSAGES.name,
    apiKeyTooMany: API_KEY_MESSAGES.tooMany,
    apiKeyNotFound: API_KEY_MESSAGES.notFound,
  },
  es: {
    apiKeyName:
      'Dé un nombre a la clave (de 1 a 60 caracteres), p. ej. el sistema que la usará.',
    apiKeyTooMany: `Tiene ${MAX_ACTIVE_API_KEYS} claves activas. Revoque una antes de crear otra.`,
    apiKeyNotFound: 'Esta clave no existe o ya está revocada.',
  },
};
