import { useParams } from 'shared/router';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../i18n/t';
import { usePortalBase } from '../../records/basePath';
import { useLocationChoices } from '../../records/lookups';
import { displayName, locationsText } from './columns';
import { OwnerOnly } from './components/OwnerOnly';
import { PermissionEditor } from './components/PermissionEditor';
import { StaffActions } from './components/StaffActions';
import { StaffStatusTag } from './components/StaffStatusTag';
import { useStaffMember, useStoreId } from './hooks';
import '../../records/records.css';
import './users.css';

function StaffMemberDetail({ id }: { id: number }) {
  const t = useStorePortalT();
  const storeId = useStoreId() as number;
  const base = usePortalBase();
  const { member, error, isLoading, mutate } = useStaffMember(id);
  const { locations, isLoading: loadingLocations } = useLocationChoices();

  if ((isLoading && !member) || loadingLocations)
    return <PageLoader label={t('users.loading')} />;
  if (!member) {
    if (error && 'status' in error && error.status === 404)
      return (
        <StatusPage mark="404" title={t('users.notFound')}>
          <p>{t('users.notFoundText')}</p>
        </StatusPage>
      );
    return (
      <ErrorState
        title={t('users.memberLoadFailed')}
        message={error?.message ?? ''}
        onRetry={() => void mutate()}
      />
    );
  }
  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <h1 id="staff-title">{displayName(member)}</h1>
      <p className="staff-page__line">
        {member.email} <StaffStatusTag status={member.status} />
      </p>
      <p className="staff-page__line">
        {t('users.memberLocations', { locations: locationsText(member) })}
      </p>
      <StaffActions
        storeId={storeId}
        member={member}
        listPath={`${base}/users`}
        onChanged={() => mutate()}
      />
      <PermissionEditor
        key={member.id}
        storeId={storeId}
        member={member}
        locations={locations}
        onSaved={() => mutate()}
      />
    </section>
  );
}

/** One staff member (/portal/users/:id): status, moves and the permission editor; the owner only. */
export function StaffMemberPage() {
  const t = useStorePortalT();
  const id = Number(useParams().id);
  return (
    <OwnerOnly>
      {Number.isInteger(id) && id > 0 ? (
        <StaffMemberDetail id={id} />
      ) : (
        <StatusPage mark="404" title={t('users.notFound')} />
      )}
    </OwnerOnly>
  );
}
