import type { ResolvedConfig } from '../../config';
import { stripeProvider } from './stripeProvider';
import { testProvider } from './testProvider';
import type { PaymentProvider } from './types';

export type { PaymentProvider } from './types';

const cache = new WeakMap<object, PaymentProvider>();

/** Stripe when a secret key is configured, else the built-in test provider. */
export function paymentProviderFor(
  config: Pick<ResolvedConfig, 'payments'>,
): PaymentProvider {
  if (!config.payments.stripeSecretKey) return testProvider;
  let provider = cache.get(config.payments);
  if (!provider) {
    provider = stripeProvider(config.payments);
    cache.set(config.payments, provider);
  }
  return provider;
}

/** The provider that took a payment (the configured one, or the test processor). */
export function providerOf(
  ctx: { config: Pick<ResolvedConfig, 'payments'> },
  payment: { provider: 'test' | 'stripe' },
): PaymentProvider {
  const configured = paymentProviderFor(ctx.config);
  return payment.provider === configured.name ? configured : testProvider;
}
