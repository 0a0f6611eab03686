import { Form as FormikFormElement, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from 'shared/api';
import type { StaffMember } from 'shared/contracts/users';
import { SaveDiscardBar } from 'shared/ui/portal';
import { applyApiErrors } from 'shared/ui/form';
import type { LocationChoice } from '../../../records/lookups';
import { saveStaffPermissions } from '../api';
import {
  fromPermissionValues,
  GLOBAL_SCOPE,
  locationScope,
  toPermissionValues,
  type PermissionValues,
} from '../permissionForm';
import { useStorePortalT } from '../../../i18n/t';
import { ModuleLevels } from './ModuleLevels';

/** Props of PermissionEditor. */
export interface PermissionEditorProps {
  storeId: number;
  member: StaffMember;
  locations: LocationChoice[];
  /** after a save, or after a 409: the page reloads the staff member */
  onSaved: () => Promise<unknown>;
}

/** When the record changes elsewhere and nothing was changed here, the form shows the new values. */
function FollowSaved({ values }: { values: PermissionValues }) {
  const { dirty, resetForm } = useFormikContext<PermissionValues>();
  const key = JSON.stringify(values);
  useEffect(() => {
    if (!dirty) resetForm({ values: JSON.parse(key) as PermissionValues });
    // Only a change of the saved values re-reads them, never a change in the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

/** The bar, whose focused note says the page's own words after a save. */
function EditorBar() {
  const t = useStorePortalT();
  const { dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<PermissionValues>();
  return (
    <SaveDiscardBar
      isDirty={dirty}
      isSaving={isSubmitting}
      onSave={() => void submitForm()}
      onDiscard={() => resetForm()}
      title={t('users.unsavedPermissions')}
      savedMessage={t('users.permissionsSaved')}
    />
  );
}

/**
 * What a staff member may do, per module: for every location, or for one location. SAVE sends the
 * version the page showed; a 409 keeps every choice made here, reloads the record and says why.
 */
export function PermissionEditor({
  storeId,
  member,
  locations,
  onSaved,
}: PermissionEditorProps) {
  const t = useStorePortalT();
  const locationIds = useMemo(() => locations.map((l) => l.id), [locations]);
  const initial = useMemo(
    () => toPermissionValues(member.stores_permissions, locationIds),
    [member.stores_permissions, locationIds],
  );
  const [scope, setScope] = useState(GLOBAL_SCOPE);
  const scopeLabel =
    scope === GLOBAL_SCOPE
      ? t('users.scopeAll')
      : (locations.find((l) => locationScope(l.id) === scope)?.name ?? '');

  return (
    <Formik<PermissionValues>
      initialValues={initial}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await saveStaffPermissions(
            storeId,
            member.id,
            member.version,
            fromPermissionValues(values, locationIds),
          );
          helpers.resetForm({ values });
          await onSaved();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
          if (isApiError(error) && error.status === 409) await onSaved();
        }
      }}
    >
      <FormikFormElement noValidate aria-labelledby="staff-permissions-title">
        <FollowSaved values={initial} />
        <h2 id="staff-permissions-title">{t('users.permissions')}</h2>
        <EditorBar />
        <div className="staff-scope">
          <label htmlFor="staff-scope">{t('users.permissionsFor')}</label>
          <select
            id="staff-scope"
            className="staff-select"
            value={scope}
            onChange={(event) => setScope(event.target.value)}
          >
            <option value={GLOBAL_SCOPE}>{t('users.allLocations')}</option>
            {locations.map((location) => (
              <option key={location.id} value={locationScope(location.id)}>
                {location.name}
              </option>
            ))}
          </select>
        </div>
        <p className="rec-muted">
          {scope === GLOBAL_SCOPE
            ? t('users.globalHelp')
            : t('users.locationHelp')}
        </p>
        <ModuleLevels key={scope} scope={scope} scopeLabel={scopeLabel} />
      </FormikFormElement>
    </Formik>
  );
}
