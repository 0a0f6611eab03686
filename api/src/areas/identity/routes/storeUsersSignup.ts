import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  LanguageChoice,
  PasswordChange,
  PortalProfile,
  PortalProfileEdit,
  STAFF_MESSAGES,
  StaffInvitationInfo,
  StaffSignup,
} from 'shared/contracts/users';
import { MessageAnswer } from 'shared/contracts/answers';
import { LoginAnswer } from 'shared/contracts/session';
import type { AppContext } from '../../../context';
import {
  authenticate,
  isStoreRole,
  isVendorRole,
  loadUser,
  principalOf,
} from '../../../auth/principal';
import {
  ACCOUNT_MESSAGES,
  checkName,
  checkNewPassword,
  checkPhone,
  type FieldErrors,
  throwIfErrors,
} from '../../../platform/fieldChecks';
import {
  changePassword,
  loadPortalProfile,
  savePortalLanguage,
  savePortalProfile,
} from '../profile';
import { acceptInvitation, findInvitation } from '../staffSignup';
import { forbidden } from '../../../errors';
import { Id, schemaOf } from '../../../validation';
import { loginResponseFor } from '../login';

// The invited person's sign-up (public, through the mail's link) and the signed-in store owner's or
// staff member's own profile.

const LinkParams = Type.Object({
  store_id: Id(),
  uuid: Type.String({ maxLength: 200 }),
});

export async function staffSignupRoutes(
  api: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  api.get<{ Params: { store_id: number; uuid: string } }>(
    '/staff-signup/:store_id/:uuid',
    {
      schema: {
        ...schemaOf({ params: LinkParams }),
        response: { 200: StaffInvitationInfo },
      },
    },
    async (request) => {
      const invitation = await findInvitation(
        db,
        request.params.store_id,
        request.params.uuid,
      );
      return { email: invitation.email, store_name: invitation.store_name };
    },
  );

  api.post<{ Body: StaffSignup }>(
    '/staff-signup',
    {
      schema: {
        ...schemaOf({ body: StaffSignup }),
        response: { 201: LoginAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // A dead link is told first: the form's fields do not matter then.
      await findInvitation(db, body.store_id, body.uuid);
      const errors: FieldErrors = {};
      const firstName = checkName(errors, 'first_name', body.first_name);
      const lastName = checkName(errors, 'last_name', body.last_name);
      const phone = checkPhone(errors, 'phone', body.phone);
      checkNewPassword(errors, 'password', body.password);
      throwIfErrors(errors);
      const userId = await acceptInvitation(db, {
        storeId: body.store_id,
        token: body.uuid,
        firstName,
        lastName,
        phone,
        password: body.password,
      });
      reply.status(201);
      return loginResponseFor(db, config, (await loadUser(db, userId))!);
    },
  );

  /** The caller, if a store's or a vendor's owner or staff member (the profile pages are theirs). */
  const storeUser = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    const roleId = principal.user.role_id;
    if (!isStoreRole(roleId) && !isVendorRole(roleId)) throw forbidden();
    return principal;
  };

  api.get(
    '/portal/profile',
    {
      onRequest: requireAuth,
      schema: { ...schemaOf({}), response: { 200: PortalProfile } },
    },
    async (request) => loadPortalProfile(db, storeUser(request).user.id),
  );

  api.put<{ Body: PortalProfileEdit }>(
    '/portal/profile',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: PortalProfileEdit }),
        response: { 200: PortalProfile },
      },
    },
    async (request) => {
      const principal = storeUser(request);
      const errors: FieldErrors = {};
      const firstName = checkName(
        errors,
        'first_name',
        request.body.first_name,
      );
      const lastName = checkName(errors, 'last_name', request.body.last_name);
      const phone = checkPhone(errors, 'phone', request.body.phone);
      throwIfErrors(errors);
      return savePortalProfile(db, principal.user.id, {
        version: request.body.version,
        firstName,
        lastName,
        phone,
      });
    },
  );

  // The portal header's language: remembered on the user, read back through the session.
  api.put<{ Body: LanguageChoice }>(
    '/portal/profile/language',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: LanguageChoice }),
        response: { 200: LanguageChoice },
      },
    },
    async (request) => {
      const principal = storeUser(request);
      await savePortalLanguage(db, principal.user.id, request.body.language);
      return { language: request.body.language };
    },
  );

  api.post<{ Body: PasswordChange }>(
    '/portal/profile/password',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ body: PasswordChange }),
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const principal = storeUser(request);
      const errors: FieldErrors = {};
      if (!request.body.current_password)
        errors.current_password = ACCOUNT_MESSAGES.required;
      checkNewPassword(errors, 'new_password', request.body.new_password);
      throwIfErrors(errors);
      await changePassword(
        db,
        principal.user.id,
        principal.familyId,
        request.body.current_password,
        request.body.new_password,
      );
      return { message: STAFF_MESSAGES.passwordChanged };
    },
  );
}
