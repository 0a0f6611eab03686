/**
 * The families the platform serves from its own origin: the root package's `@fontsource/*`
 * dependencies (tools/serve/fonts.mjs; a test checks the two agree). Kept in this page rather than
 * in the federated shared package, so that the page does not depend on the shell's build. Any
 * other named family loads from Google Fonts.
 */
export const HOSTED_FONT_FAMILIES = [
  'Lora',
  'Merriweather',
  'Montserrat',
  'Open Sans',
  'Playfair Display',
  'Roboto',
] as const;
