import { useLocation, useNavigate, useSearchParams } from 'shared/router';
import { homePathFor, useSignIn } from 'shared/session';
import { vendorLogin, type LoginCredentials } from './api';

/**
 * `next` when it is a path of this site ('/work-items?x=1'), else null: an absolute or
 * protocol-relative address ('https://…', '//evil.test', '/\\evil.test') is never followed.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || /^\/[/\\]/.test(next)) return null;
  try {
    const base = 'http://vendor.invalid';
    const url = new URL(next, base);
    // back to the login itself would show the form again to a signed-in user
    if (url.origin !== base || /^\/login\/?$/.test(url.pathname)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/**
 * Submits the vendor login: on success stores the session and goes back to where the visitor was
 * sent from (`?next=` of a shop-floor page, or the shell's guard), else to the role's home page.
 * A failure is thrown on to the shared LoginForm, which shows it and keeps what was typed.
 */
export function useVendorLogin() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  const back =
    safeNextPath(params.get('next')) ??
    safeNextPath(typeof from === 'string' ? from : null);
  return async (credentials: LoginCredentials) => {
    const response = await vendorLogin(credentials);
    signIn(response);
    navigate(
      back ??
        homePathFor(response.user.role?.role_id ?? response.role?.role_id),
      { replace: true },
    );
  };
}
