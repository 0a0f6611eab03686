import { addCatalogue, useT, type CatalogueSet } from 'shared/i18n';

/**
 * The 'saveBar' namespace: the save bar's and its leave dialog's words. Registered by the bar's own
 * module, so a remote that ships the bar brings its words whatever the shell's version. English is
 * the spec's words (DISCARD, SAVE).
 */
export const SAVE_BAR_CATALOGUES: CatalogueSet = {
  en: {
    unsaved: 'You have unsaved changes',
    discard: 'DISCARD',
    save: 'SAVE',
    saving: 'SAVING…',
    saved: 'Changes saved',
    retry: 'Retry',
    leaveTitle: 'Leave this page?',
    leaveText: 'You have unsaved changes. If you leave, they will be lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
  },
  es: {
    unsaved: 'Tiene cambios sin guardar',
    discard: 'DESCARTAR',
    save: 'GUARDAR',
    saving: 'GUARDANDO…',
    saved: 'Cambios guardados',
    retry: 'Reintentar',
    leaveTitle: '¿Salir de esta página?',
    leaveText: 'Tiene cambios sin guardar. Si sale, se perderán.',
    stay: 'Quedarse en esta página',
    leave: 'Salir sin guardar',
  },
};

addCatalogue('saveBar', SAVE_BAR_CATALOGUES);

/** The save bar's words in the page's language (using it keeps this module, and its words, in a build). */
export const useSaveBarT = () => useT('saveBar');
