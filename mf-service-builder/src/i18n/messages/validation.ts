/**
 * The editor's checks write these in English (shared/options, the service contract, the picture
 * upload); the fields find them here by that text and show them in the page's language. Messages
 * already in the shared 'validation' namespace (the spec's logic and formula words) are not repeated.
 */
export const validation = {
  en: {
    serviceName: 'Please enter the service name.',
    label: 'Please give this option a label.',
    noChoices: 'Add at least one choice.',
    choiceName: 'Please name this choice.',
    choiceTaken: 'Each choice needs a different name.',
    compareField: 'Choose an option to compare with.',
    compareOperator: 'Choose a condition this option supports.',
    compareNumber: 'Please enter a number.',
    compareChoice: 'Choose one of the option’s choices.',
    tooFewRules: 'Add logic needs at least 2 rules.',
    ruleNumbers: 'Rules must be numbered 1, 2, 3… in order.',
    circular:
      'These options show or hide each other in a circle, so none of them could ever be shown. Remove one of the rules.',
    notValidated:
      'Validation rules apply only to size, insurance and warranty options.',
    urlParameterKind:
      'URL parameters apply only to short text, long text and number options.',
    urlIntegrationOff:
      'Turn on URL integration in the store settings to map URL parameters.',
    urlParameterFormat:
      'Use letters, digits, dashes and underscores only (at most 60).',
    invalidFormula: 'Please enter a valid formula.',
    imageType: 'Please choose a PNG, JPEG, WebP or GIF image.',
    imageSize: 'This image is too large. Please choose an image under 1 MB.',
    uploadFailed: 'We could not upload this image. Please try again.',
    stale:
      'Someone else saved this service while you were editing it. Reload it to see their changes; your edits are kept until you do.',
    invalid: 'Please correct the highlighted fields.',
    notFound: 'This service does not exist or is not yours.',
    categoryNotFound: 'This category does not exist or is not yours.',
    saveFailed: 'We could not save this service. Please try again.',
    deleted: 'Service deleted.',
    deleteFailed: 'We could not delete this service.',
    atMost: 'At most {{n}} characters.',
    notClosable:
      'Correct the logic first: this panel cannot be closed while its expression is invalid or a rule has an error.',
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
