import {
  API_KEY_MESSAGES,
  MAX_ACTIVE_API_KEYS,
  PROFILE_MESSAGES,
} from 'shared/contracts/vendorSetup';
import {
  BILL_ITEM_DESCRIPTION_MAX,
  BILL_ITEM_MESSAGES,
  MAX_OPEN_BILL_ITEMS,
} from 'shared/contracts/vendorBillItems';
import { PRICE_LIST_MESSAGES } from 'shared/contracts/priceLists';
import {
  INVOICE_SETTINGS_MESSAGES,
  VENDOR_INVOICE_MESSAGES,
} from 'shared/contracts/vendorInvoices';

/**
 * The vendor portal's own validation and refusal messages (the schemas and the api write the
 * English); the forms' error display finds them by their English text (addValidationMessages).
 */
export const validation = {
  en: {
    apiKeyName: API_KEY_MESSAGES.name,
    apiKeyTooMany: API_KEY_MESSAGES.tooMany,
    apiKeyNotFound: API_KEY_MESSAGES.notFound,
    workInformation: 'Please keep the work information under 4000 characters.',
    notes: 'Please keep the notes under 4000 characters.',
    lineDescription: 'Please keep the description under 200 characters.',
    oneLine: 'Add at least one line.',
    profileLogo: PROFILE_MESSAGES.logo,
    profileTurnaround: PROFILE_MESSAGES.turnaround,
    profileName: PROFILE_MESSAGES.name,
    tooLong: 'Ensure this field has no more than {{max}} characters.',
    invoiceTerms: INVOICE_SETTINGS_MESSAGES.terms,
    invoiceSettingsSaved: INVOICE_SETTINGS_MESSAGES.saved,
    invoiceSettingsStale: INVOICE_SETTINGS_MESSAGES.stale,
    choosePlan: 'Choose one of the plans.',
    chooseCustomer: 'Choose one of your customers or add a new one.',
    billItem: {
      description: BILL_ITEM_MESSAGES.description,
      unitPrice: BILL_ITEM_MESSAGES.unitPrice,
      quantity: BILL_ITEM_MESSAGES.quantity,
      workOrder: BILL_ITEM_MESSAGES.workOrder,
      tooMany: BILL_ITEM_MESSAGES.tooMany,
      invoiced: BILL_ITEM_MESSAGES.invoiced,
      notFound: BILL_ITEM_MESSAGES.notFound,
      stale: BILL_ITEM_MESSAGES.stale,
      saved: BILL_ITEM_MESSAGES.saved,
      added: BILL_ITEM_MESSAGES.added,
      deleted: BILL_ITEM_MESSAGES.deleted,
    },
    priceList: { ...PRICE_LIST_MESSAGES },
    invoice: { ...VENDOR_INVOICE_MESSAGES },
  },
  es: {
    apiKeyName:
      'Dé un nombre a la clave (de 1 a 60 caracteres), p. ej. el sistema que la usará.',
    apiKeyTooMany: `Tiene ${MAX_ACTIVE_API_KEYS} claves activas. Revoque una antes de crear otra.`,
    apiKeyNotFound: 'Esta clave no existe o ya está revocada.',
    workInformation:
      'Mantenga la información del trabajo por debajo de 4000 caracteres.',
    notes: 'Mantenga las notas por debajo de 4000 caracteres.',
    lineDescription: 'Mantenga la descripción por debajo de 200 caracteres.',
    oneLine: 'Añada al menos una línea.',
    profileLogo:
      'Suba el logotipo de nuevo: esta imagen no es una de sus subidas.',
    profileTurnaround: 'Introduzca un número entero de días de 1 a 365.',
    profileName: 'Introduzca de 2 a 100 caracteres',
    tooLong: 'Asegúrese de que este campo no tenga más de {{max}} caracteres.',
    invoiceTerms: 'El plazo de pago es de 0 a 365 días.',
    invoiceSettingsSaved: 'Ajustes de factura guardados.',
    invoiceSettingsStale:
      'Otra persona cambió estos ajustes mientras usted los editaba. Ahora muestran lo que guardó.',
    choosePlan: 'Elija uno de los planes.',
    chooseCustomer: 'Elija uno de sus clientes o añada uno nuevo.',
    billItem: {
      description: `Describa el concepto en 1 a ${BILL_ITEM_DESCRIPTION_MAX} caracteres.`,
      unitPrice:
        'Introduzca un importe válido con 2 decimales como máximo, inferior a 10.000.000',
      quantity: 'Introduzca un número entero de 1 a 999.',
      workOrder:
        'Esta no es una orden de trabajo de esta tienda enviada a usted.',
      tooMany: `Esta tienda ya tiene ${MAX_OPEN_BILL_ITEMS} conceptos pendientes de facturar. Factúrelos antes de añadir más.`,
      invoiced:
        'Este concepto está en una factura, así que ya no se puede cambiar ni eliminar.',
      notFound: 'Este concepto facturable no existe o no es suyo.',
      stale:
        'Otra persona cambió este concepto mientras usted lo editaba. Ahora muestra lo que guardó.',
      saved: 'Concepto facturable guardado.',
      added: 'Concepto facturable añadido.',
      deleted: 'Concepto facturable eliminado.',
    },
    priceList: {
      notFound: 'Esta tienda no existe o no trabaja con usted.',
      price: 'Introduzca un importe válido con 2 decimales como máximo',
      service: 'Este servicio no es uno de los servicios de la tienda.',
      repeated: 'Este servicio aparece dos veces.',
      stale:
        'Otra persona guardó esta lista de precios mientras usted la editaba. Ahora muestra lo que guardó.',
      saved: 'Lista de precios guardada.',
    },
    invoice: {
      notFound: 'Esta factura no existe o no es suya.',
      storeNotFound: 'Esta tienda no existe o no trabaja con usted.',
      workOrder:
        'Esta orden de trabajo no es una orden terminada de esta tienda enviada a usted.',
      invoiced: 'Esta orden de trabajo ya está en otra factura.',
      repeated: 'Esta orden de trabajo aparece dos veces.',
      amount: 'Introduzca un importe válido con 2 decimales como máximo',
      dueOn: 'La fecha de vencimiento no puede ser anterior a hoy.',
      empty: 'Elija al menos una orden de trabajo o un concepto que facturar.',
      billItem:
        'Este concepto no es uno de los conceptos de esta tienda pendientes de facturar.',
      billItemInvoiced: 'Este concepto ya está en otra factura.',
      billItemRepeated: 'Este concepto aparece dos veces.',
      tooLarge:
        'El total de la factura debe quedar por debajo de 10.000.000.000,00.',
      notOpen: 'Solo una factura abierta se puede marcar como pagada o anular.',
      stale:
        'Otra persona cambió esta factura mientras usted la miraba. Ahora muestra lo que guardó.',
    },
  },
};
