/** '14 minutes', '1 minute', '40 seconds': how long until the caller may try again. */
export function waitText(seconds: number): string;
/** The 429's message. */
export function tooManyText(seconds: number): string;
