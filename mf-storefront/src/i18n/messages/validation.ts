/**
 * Validation messages the storefront shows, keyed so a message written in English (the spec's words,
 * kept exactly) can be shown in the page's language (see localiseMessage).
 */
export const validation = {
  en: {
    requiredDot: 'This field is required.',
    required: 'This field is required',
    quantity: 'Enter a quantity from 1 to 99.',
    otherTooLong: 'Ensure this field has no more than 255 characters.',
    orderNumber: 'Please enter correct order number',
    phone: 'Please enter a valid phone number',
    name: 'Please enter 2 to 30 letters and spaces only',
    email: 'Please enter a valid email address',
    digits: 'Please enter digits only',
    letters: 'Please enter letters only',
    addressAndShipping:
      'Please add address and select shipping method to continue.',
    addressMissing: 'Please add address to continue.',
    shippingMissing: 'Please select shipping method to continue.',
    country: 'Please choose a country',
    cardNumber: 'Your card number is invalid.',
    cardExpired: 'Your card has expired.',
    cardExpiry: 'Please enter the expiry date as MM/YY.',
    cardCvc: "Your card's security code is invalid.",
  },
  es: {
    requiredDot: 'Este campo es obligatorio.',
    required: 'Este campo es obligatorio',
    quantity: 'Indique una cantidad de 1 a 99.',
    otherTooLong: 'Este campo admite como máximo 255 caracteres.',
    orderNumber: 'Introduzca un número de pedido correcto',
    phone: 'Introduzca un número de teléfono válido',
    name: 'Introduzca de 2 a 30 letras y espacios solamente',
    email: 'Introduzca un correo electrónico válido',
    digits: 'Introduzca solo dígitos',
    letters: 'Introduzca solo letras',
    addressAndShipping:
      'Añada una dirección y elija un método de envío para continuar.',
    addressMissing: 'Añada una dirección para continuar.',
    shippingMissing: 'Elija un método de envío para continuar.',
    country: 'Elija un país',
    cardNumber: 'El número de la tarjeta no es válido.',
    cardExpired: 'La tarjeta ha caducado.',
    cardExpiry: 'Introduzca la fecha de caducidad como MM/AA.',
    cardCvc: 'El código de seguridad de la tarjeta no es válido.',
  },
};
