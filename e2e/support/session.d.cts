/** A login answer of POST /auth/{portal|vendor}/login, as far as the session needs it. */
export interface LoginAnswer {
  access: string;
  refresh: string;
  role?: unknown;
  user?: { role?: unknown; vendor?: unknown } & Record<string, unknown>;
  store?: unknown;
  customer?: unknown;
  access_modules?: number[];
  registration_steps?: unknown;
  on_boarding_steps?: string[];
}
export declare const SESSION_KEY: string;
export declare function sessionOf(
  answer: LoginAnswer,
  storeSettings?: unknown,
): Record<string, unknown>;
