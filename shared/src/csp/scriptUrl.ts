// The one check of a store's script settings (ada_script, google_analytics_script,
// google_tag_script): each is the address of a script, never markup or code. The shell injects only
// what passes, the api drops what does not when it answers, and the settings form validates with it
// (scriptUrlSchema in shared/validation). Free of DOM and yup imports: the api imports it too.

/** Longest script address accepted (a browser copes with more; a setting has no reason to). */
export const SCRIPT_URL_MAX_LENGTH = 2048;

// A host right after the `//`, and no whitespace, quotes, angle brackets or backslashes anywhere:
// those only appear in markup or code.
const PLAIN_URL = /^https?:\/\/[^\s"'<>`\\/?#][^\s"'<>`\\]*$/i;

/**
 * The http(s) URL a store script setting holds (trimmed), or null when the value is anything else:
 * empty, raw HTML, inline JavaScript, `javascript:`/`data:` URLs, relative paths, or URLs with
 * credentials.
 */
export function storeScriptUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || text.length > SCRIPT_URL_MAX_LENGTH || !PLAIN_URL.test(text))
    return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  if (!isHttp || !url.hostname || url.username || url.password) return null;
  return text;
}

/** Whether a store script setting is a plain http(s) URL (see storeScriptUrl). */
export function isStoreScriptUrl(value: unknown): value is string {
  return storeScriptUrl(value) !== null;
}
