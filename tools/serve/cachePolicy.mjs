// The Cache-Control values of the platform's static origins.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const NO_STORE = 'no-store';
