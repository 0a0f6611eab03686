import { useEffect } from 'react';
import { api } from 'shared/api';
import {
  LANGUAGE_PARAM,
  PSEUDO_RTL,
  i18n,
  resolveLanguage,
  type UiLanguage,
} from 'shared/i18n';
import { readSession, updateSession, useSession } from 'shared/session';

/**
 * The portals' language: the URL's `?lang=`, then the language the signed-in user chose (kept on
 * their profile, carried by the session), then English. Re-applied when the user changes (a login).
 */
export function usePortalLanguage(active: boolean): void {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const chosen = session.user?.language ?? null;
  useEffect(() => {
    if (!active) return;
    const lang = resolveLanguage({
      urlParam: new URLSearchParams(window.location.search).get(LANGUAGE_PARAM),
      stored: chosen,
    });
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    // the choice is read once per user: a later switch is applied by choosePortalLanguage
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, userId]);
}

/**
 * Switches the portal's language at once and remembers it on the user's profile (the session too,
 * so a reload starts in it). The pseudo-locale is a test aid and never remembered.
 */
export async function choosePortalLanguage(lang: UiLanguage): Promise<void> {
  void i18n.changeLanguage(lang);
  if (lang === PSEUDO_RTL || !readSession().user) return;
  const { user } = readSession();
  if (user) updateSession({ user: { ...user, language: lang } });
  try {
    await api.put('portal/profile/language', { language: lang });
  } catch {
    // not remembered on the server this time; the page still shows the language
  }
}
