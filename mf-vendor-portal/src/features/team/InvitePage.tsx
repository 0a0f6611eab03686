import { Formik } from 'formik';
import { Link, useNavigate } from 'shared/router';
import { isApiError } from 'shared/api';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { Flex } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import { useVendorT } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import { inviteTeamMember } from './api';
import { OwnerOnly } from './components/OwnerOnly';
import { SeatCount } from './components/SeatCount';
import { useRefreshTeam } from './hooks';
import { inviteSchema, type InviteValues } from './schema';
import '../../components/shopFloor.css';

const EMPTY: InviteValues = { first_name: '', last_name: '', email: '' };

function InviteForm() {
  const basePath = useBasePath();
  const navigate = useNavigate();
  const refresh = useRefreshTeam();
  const t = useVendorT();
  return (
    <div className="vp-page vp-stack">
      <h1>{t('team.invite')}</h1>
      <p>{t('team.inviteWhat')}</p>
      <SeatCount />
      <Formik<InviteValues>
        initialValues={EMPTY}
        validationSchema={inviteSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const member = await inviteTeamMember(inviteSchema.cast(values));
            await refresh();
            navigate(vendorPortalPaths.team(basePath), {
              state: { invited: member.email },
            });
          } catch (failure) {
            helpers.setStatus(applyApiErrors(failure, helpers));
            // A refusal for want of a seat: the count shows the team as it is now.
            if (isApiError(failure) && failure.status === 409) await refresh();
          }
        }}
      >
        <FormikForm label={t('team.invite')}>
          <FormikInput
            name="first_name"
            label={t('team.firstName')}
            required
            autoComplete="off"
          />
          <FormikInput
            name="last_name"
            label={t('team.lastName')}
            required
            autoComplete="off"
          />
          <FormikInput
            name="email"
            label={t('team.email')}
            type="email"
            required
            autoComplete="off"
          />
          <Flex gap={8} wrap align="center">
            <FormikSubmit>{t('team.send')}</FormikSubmit>
            <Link to={vendorPortalPaths.team(basePath)}>
              {t('team.cancel')}
            </Link>
          </Flex>
        </FormikForm>
      </Formik>
    </div>
  );
}

/** /portal/user/add: invite a person by name and email; the owner only. */
export function InvitePage() {
  return (
    <OwnerOnly>
      <InviteForm />
    </OwnerOnly>
  );
}
