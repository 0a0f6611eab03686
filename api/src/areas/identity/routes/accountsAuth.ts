import { Type, type Static } from '@sinclair/typebox';
import {
  CustomerForgotPasswordBody,
  CustomerRegisterBody,
  CustomerResetPasswordBody,
} from 'shared/contracts/accounts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MessageAnswer, ResetLinkAnswer } from 'shared/contracts/answers';
import { LoginAnswer } from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import { loadUser } from '../../../auth/principal';
import type { MergeGuestCart } from '../guestCart';
import { registerCustomer } from '../customers';
import {
  ACCOUNT_MESSAGES,
  checkName,
  checkNewPassword,
  checkPassword,
  checkPhone,
  type FieldErrors,
  isEmail,
  throwIfErrors,
} from '../../../platform/fieldChecks';
import {
  createResetLink,
  customerToReset,
  findResetTarget,
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE,
  resetLinkInvalid,
  resetPassword,
} from '../passwordReset';
import { activeStoreById, storeOrigin } from '../../storefront';
import { sendMail, type MailMessage } from '../../../mail';
import { passwordResetMail, welcomeMail } from '../../../mail/templates';
import { requestLanguage } from '../../../mail/language';
import { Id, schemaOf } from '../../../validation';
import { loginResponseFor } from '../login';

// Customer self-service: register, forgot password and the reset link.

const LinkParams = Type.Object({
  key: Type.String({ maxLength: 200 }),
  token: Type.String({ maxLength: 200 }),
});
const LinkQuery = Type.Object({ store_id: Type.Optional(Id()) });

/** Mail is best effort here: the account change stands even when the mail server is down. */
async function trySendMail(
  ctx: AppContext,
  log: FastifyBaseLogger,
  message: MailMessage,
): Promise<void> {
  try {
    await sendMail(ctx, message);
  } catch (error) {
    log.error({ err: error }, `mail to ${message.to} failed`);
  }
}

export async function accountAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mergeGuestCart: MergeGuestCart,
): Promise<void> {
  const { db, config } = ctx;

  app.post<{ Body: CustomerRegisterBody }>(
    '/auth/customer/register',
    {
      schema: {
        ...schemaOf({ body: CustomerRegisterBody }),
        response: { 201: LoginAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const store = await activeStoreById(db, body.store_id);
      const errors: FieldErrors = {};
      const firstName = checkName(errors, 'first_name', body.first_name);
      const lastName = checkName(errors, 'last_name', body.last_name);
      const email = (body.email ?? '').trim();
      if (!email) errors.email = ACCOUNT_MESSAGES.required;
      else if (!isEmail(email)) errors.email = ACCOUNT_MESSAGES.email;
      const password = body.password ?? '';
      checkNewPassword(errors, 'password', password);
      const phone = checkPhone(errors, 'phone', body.phone);
      throwIfErrors(errors);
      const userId = await registerCustomer(db, {
        storeId: store.id,
        firstName,
        lastName,
        email,
        password,
        phone,
      });
      const user = (await loadUser(db, userId))!;
      if (body.cart_id)
        await mergeGuestCart(db, body.cart_id, user.customer_id!, store.id);
      await trySendMail(
        ctx,
        request.log,
        welcomeMail({
          to: email,
          firstName,
          storeName: store.name,
          loginUrl: `${storeOrigin(store, ctx.config.publicUrl)}/login`,
          language: requestLanguage(request),
        }),
      );
      reply.status(201);
      return loginResponseFor(db, config, user);
    },
  );

  app.post<{ Body: CustomerForgotPasswordBody }>(
    '/auth/customer/forgot-password',
    {
      schema: {
        ...schemaOf({ body: CustomerForgotPasswordBody }),
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const store = await activeStoreById(db, request.body.store_id);
      const user = await customerToReset(db, store.id, request.body.email);
      if (user) {
        const path = await createResetLink(db, user.id);
        await trySendMail(
          ctx,
          request.log,
          passwordResetMail({
            to: user.email,
            firstName: user.first_name,
            storeName: store.name,
            link: `${storeOrigin(store, ctx.config.publicUrl)}${path}`,
            language: requestLanguage(request),
          }),
        );
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.get<{
    Params: Static<typeof LinkParams>;
    Querystring: Static<typeof LinkQuery>;
  }>(
    '/auth/customer/reset-password/:key/:token',
    {
      schema: {
        ...schemaOf({ params: LinkParams, querystring: LinkQuery }),
        response: { 200: ResetLinkAnswer },
      },
    },
    async (request) => {
      const { key, token } = request.params;
      const target = await findResetTarget(
        db,
        key,
        token,
        request.query.store_id,
      );
      if (!target) throw resetLinkInvalid();
      return { valid: true, email: target.email };
    },
  );

  app.post<{ Body: CustomerResetPasswordBody }>(
    '/auth/customer/reset-password',
    {
      schema: {
        ...schemaOf({ body: CustomerResetPasswordBody }),
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const { key, token, password, store_id: storeId } = request.body;
      const errors: FieldErrors = {};
      checkPassword(errors, 'password', password);
      throwIfErrors(errors);
      await resetPassword(db, { key, token, password, storeId });
      return { message: PASSWORD_RESET_DONE };
    },
  );
}
