// The words of a 429, kept in plain JavaScript so that the api and the shell's server (which
// limits /page-head.json and runs without TypeScript) answer a limited caller alike.

/** '14 minutes', '1 minute', '40 seconds': how long until the caller may try again. */
function waitText(seconds) {
  const plural = (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds >= 3600) return plural(Math.ceil(seconds / 3600), 'hour');
  if (seconds >= 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.max(1, seconds), 'second');
}

/** The 429's message. */
function tooManyText(seconds) {
  return `Too many requests. Please try again in ${waitText(seconds)}.`;
}

module.exports = { waitText, tooManyText };
