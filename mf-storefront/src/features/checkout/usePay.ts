import { useCallback } from 'react';
import { useNavigate } from 'shared/router';
import type { CardDetails, PaymentResult } from './api';
import { fromRoute } from './paths';
import { pay } from './submit';

/** Pays a token and follows the answer: to the thank-you page, or to the provider's authentication. */
export function usePay(token: string) {
  const navigate = useNavigate();
  return useCallback(
    async (card?: CardDetails): Promise<PaymentResult> => {
      const result = await pay(token, card);
      if (result.status === 'succeeded')
        navigate(fromRoute(result.redirect_path));
      // the test provider's authentication is our own middle page: stay in the app
      else if (result.redirect_url.startsWith('/'))
        navigate(fromRoute(result.redirect_url));
      else window.location.assign(result.redirect_url);
      return result;
    },
    [token, navigate],
  );
}
