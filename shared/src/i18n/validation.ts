import { flatten, type Catalogue } from './catalogue';
import { addCatalogue, i18n, type CatalogueSet } from './instance';
import {
  BANK_MESSAGES,
  CHARGE_MESSAGES,
  MESSAGES,
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
} from '../validation/messages';

/** The variable each message with a value is written with in the catalogue. */
const VARIABLES: Readonly<Record<string, string>> = {
  logicRepeat: '{{n}}',
  ruleRepeat: '{{value}}',
};

/**
 * The 'validation' namespace: shared/validation's messages. The yup schemas keep writing the
 * spec's English words (the api and the tests read them as they are); the form that shows an error
 * resolves it here by its English text, so a Spanish page reads it in Spanish. A message with a
 * value in it is written with the value as a variable and matched as a pattern.
 */
export const VALIDATION_CATALOGUES: CatalogueSet = {
  // The English is shared/validation's own words; a message with a value takes it as a variable.
  en: {
    ...(Object.fromEntries(
      Object.entries(MESSAGES).map(([key, message]) => [
        key,
        typeof message === 'function' ? message(VARIABLES[key]!) : message,
      ]),
    ) as Record<keyof typeof MESSAGES, string>),
    ...BANK_MESSAGES,
    passwordRule: PASSWORD_RULE,
    passwordsDiffer: PASSWORDS_DIFFER,
    ...CHARGE_MESSAGES,
  },
  es: {
    required: 'Este campo es obligatorio',
    requiredDot: 'Este campo es obligatorio.',
    orderNumber: 'Introduzca un número de pedido correcto',
    phone: 'Introduzca un número de teléfono válido',
    name: 'Introduzca de 2 a 30 letras y espacios solamente',
    money: 'Introduzca un importe válido con 2 decimales como máximo',
    moneyLength: 'El importe admite como máximo 15 caracteres',
    negative: 'No se admiten valores negativos',
    url: 'Introduzca una URL válida que empiece por http:// o https://',
    digits: 'Introduzca solo dígitos',
    letters: 'Introduzca solo letras',
    email: 'Introduzca un correo electrónico válido',
    logicParentheses:
      'Use paréntesis alrededor de expresiones AND y OR consecutivas.',
    logicRepeat: 'No puede volver a usar el mismo valor {{n}}',
    logicInvalidRule:
      'Introduzca una regla lógica válida en el campo de lógica.',
    ruleRepeat: 'No puede haber varios {{value}}',
    multipleFormula: 'No puede añadir varias fórmulas.',
    currentSizeFormula:
      'No puede usar una fórmula de talla actual si eligió la talla actual en el campo de comparación.',
    desiredSizeFormula:
      'No puede usar la talla deseada si eligió la talla deseada en el campo de comparación.',
    parameterInUse: 'El parámetro ya está en uso',
    confirmDeleteParameter: '¿Seguro que quiere eliminar este parámetro?',
    confirmDelete: '¿Seguro que quiere eliminarlo?',
    addressAndShipping:
      'Añada una dirección y elija un método de envío para continuar.',
    addressMissing: 'Añada una dirección para continuar.',
    shippingMissing: 'Elija un método de envío para continuar.',
    iban: 'Introduzca un IBAN válido',
    routingNumber: 'Introduzca un número de ruta válido de 9 dígitos',
    accountNumber: 'Introduzca de 4 a 17 dígitos',
    passwordRule: 'Use al menos 8 caracteres, con una letra y un dígito.',
    passwordsDiffer: 'Las contraseñas no coinciden.',
    amountPositive: 'El importe debe ser mayor que 0.',
    reasonLength: 'Un motivo admite como máximo 500 caracteres',
  },
};

addCatalogue('validation', VALIDATION_CATALOGUES);

interface Pattern {
  regex: RegExp;
  names: string[];
  key: string;
}
const byText = new Map<string, string>();
const patterns: Pattern[] = [];
const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * Makes the English messages under `section` of namespace `ns` resolvable by their text, for
 * schemas of a remote's own that write English (the namespace must be added first).
 */
export function addValidationMessages(ns: string, section?: string): void {
  const bundle = i18n.getResourceBundle('en', ns) as Catalogue | undefined;
  if (!bundle) return;
  const part = section ? bundle[section] : bundle;
  if (!part || typeof part === 'string') return;
  const prefix = section ? `${section}.` : '';
  for (const [key, text] of flatten(part)) {
    const full = `${ns}:${prefix}${key}`;
    const names = [...text.matchAll(VARIABLE)].map((m) => m[1]!);
    if (names.length === 0) {
      if (!byText.has(text)) byText.set(text, full);
      continue;
    }
    const source = text
      .split(VARIABLE)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part)))
      .join('');
    patterns.push({ regex: new RegExp(`^${source}$`), names, key: full });
  }
}
addValidationMessages('validation');

/**
 * A validation message in the page's language when it is one of ours (written in English); any
 * other text (the api's field errors, a store's own words) is shown as given.
 */
export function localiseMessage(message: string): string {
  const key = byText.get(message);
  if (key) return i18n.t(key);
  for (const { regex, names, key: patternKey } of patterns) {
    const match = regex.exec(message);
    if (match)
      return i18n.t(
        patternKey,
        Object.fromEntries(names.map((name, i) => [name, match[i + 1]])),
      );
  }
  return message;
}
