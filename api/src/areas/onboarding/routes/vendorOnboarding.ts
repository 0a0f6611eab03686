import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  VENDOR_SIGNUP_SENT,
  VendorAddressInput,
  VendorBankInput,
  VendorPlanChoice,
  VendorPlanPayment,
  VendorSignup,
  VendorOnboardingState,
  VendorPlanList,
  VendorSignupConfirm,
} from 'shared/contracts/vendorOnboarding';
import { MessageAnswer } from 'shared/contracts/answers';
import { LoginAnswer } from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import { authenticate, loadUser, principalOf } from '../../../auth/principal';
import type { Db } from '../../../db/types';
import { vendorPortalOrigin } from '../../storefront';
import { ownerVendorIdOf } from '../../../auth/vendorCaller';
import {
  chooseVendorPlan,
  loadVendorOnboarding,
  payVendorPlan,
  saveVendorStep,
  type VendorRow,
} from '../vendorOnboarding';
import { saveVendorAddress, saveVendorBank } from '../vendorOnboardingDetails';
import { listVendorPlans } from '../../billing';
import { confirmVendorSignup, storeVendorSignup } from '../vendorSignup';
import { checkVendorSignup, vendorEmailTaken } from '../../vendors';
import { sendMail } from '../../../mail';
import { addressLanguage, requestLanguage } from '../../../mail/language';
import {
  vendorAccountExistsMail,
  vendorSignupMail,
} from '../../../mail/templates';
import { schemaOf } from '../../../validation';
import { loginResponseFor } from '../../identity';

// A new vendor from sign-up to its portal: the sign-up that mails its link, the link
// that creates the vendor, and the registration steps (plan, address, bank). Rate limits of the
// public routes are in security/rateLimits.ts.

/** What the registration answers: the vendor's onboarding state. */
const STATE = { 200: VendorOnboardingState };

/** Registers this area's routes under /api/v1. */
export async function vendorOnboardingRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  /** The vendor of the caller, who must be its owner (staff do not onboard). */
  const ownerVendorId = (request: FastifyRequest): number =>
    ownerVendorIdOf(principalOf(request));

  api.post<{ Body: VendorSignup }>(
    '/vendor-signup',
    {
      schema: {
        ...schemaOf({ body: VendorSignup }),
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const input = checkVendorSignup(request.body);
      const origin = vendorPortalOrigin(config.publicUrl);
      try {
        if (await vendorEmailTaken(db, input.email)) {
          await sendMail(
            ctx,
            vendorAccountExistsMail({
              to: input.email,
              loginUrl: `${origin}/login`,
              forgotUrl: `${origin}/forgot-password`,
              // the account's stored language, else the sign-up page's
              language: await addressLanguage(
                db,
                input.email,
                requestLanguage(request),
              ),
            }),
          );
        } else {
          const token = await storeVendorSignup(db, input);
          await sendMail(
            ctx,
            vendorSignupMail({
              to: input.email,
              link: `${origin}/create-account?token=${token}`,
              language: requestLanguage(request),
            }),
          );
        }
      } catch (error) {
        request.log.error({ err: error }, 'vendor sign-up mail failed');
      }
      return { message: VENDOR_SIGNUP_SENT };
    },
  );

  api.post<{ Body: VendorSignupConfirm }>(
    '/vendor-signup/confirm',
    {
      schema: {
        ...schemaOf({ body: VendorSignupConfirm }),
        response: { 201: LoginAnswer },
      },
    },
    async (request, reply) => {
      const userId = await confirmVendorSignup(db, request.body.token);
      reply.status(201);
      return loginResponseFor(db, config, (await loadUser(db, userId))!);
    },
  );

  api.get(
    '/vendor-plans',
    { schema: { ...schemaOf({}), response: { 200: VendorPlanList } } },
    async () => listVendorPlans(db),
  );

  api.get(
    '/vendor/onboarding',
    { onRequest: requireAuth, schema: { ...schemaOf({}), response: STATE } },
    async (request) => loadVendorOnboarding(db, ownerVendorId(request)),
  );

  /** One write per step: the body checked and saved on the locked vendor, the new state answered. */
  function step<B>(
    method: 'PUT' | 'POST',
    url: string,
    body: TSchema,
    save: (tx: Db, vendorId: number, row: VendorRow, body: B) => Promise<void>,
  ) {
    api.route<{ Body: B }>({
      method,
      url,
      onRequest: requireAuth,
      schema: { ...schemaOf({ body }), response: STATE },
      handler: async (request) => {
        const vendorId = ownerVendorId(request);
        await saveVendorStep(db, vendorId, (tx, row) =>
          save(tx, vendorId, row, request.body as B),
        );
        return loadVendorOnboarding(db, vendorId);
      },
    });
  }

  step<VendorPlanChoice>(
    'PUT',
    '/vendor/onboarding/plan',
    VendorPlanChoice,
    (tx, vendorId, row, body) =>
      chooseVendorPlan(tx, vendorId, row, body.plan_id),
  );
  step<VendorPlanPayment>(
    'POST',
    '/vendor/onboarding/subscription',
    VendorPlanPayment,
    payVendorPlan,
  );
  step<VendorAddressInput>(
    'PUT',
    '/vendor/onboarding/address',
    VendorAddressInput,
    (tx, vendorId, _row, body) => saveVendorAddress(tx, vendorId, body),
  );
  step<VendorBankInput>(
    'PUT',
    '/vendor/onboarding/bank',
    VendorBankInput,
    (tx, vendorId, _row, body) => saveVendorBank(tx, vendorId, body),
  );
}
