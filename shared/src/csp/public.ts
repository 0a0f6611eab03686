// What the pages' Content-Security-Policy needs from code: the page's nonce (tools/serve/csp.mjs
// puts it into index.html per response) for the code that adds <style>, <link> or <script> elements
// at run time, and the one check of the store script addresses the shell may load.
export { CSP_NONCE_META, cspNonce, withNonce } from './nonce';
export {
  isStoreScriptUrl,
  SCRIPT_URL_MAX_LENGTH,
  storeScriptUrl,
} from './scriptUrl';
