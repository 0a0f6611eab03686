import { Formik, useFormikContext } from 'formik';
import { isApiError } from 'shared/api';
import type { PortalProfile } from 'shared/contracts/users';
import { readSession, updateSession } from 'shared/session';
import { SaveDiscardBar } from 'shared/ui/portal';
import {
  applyApiErrors,
  FormikForm,
  FormikInput,
  FormikSubmit,
} from 'shared/ui/form';
import { saveProfile } from './api';
import { profileSchema, type ProfileValues } from './schema';

/**
 * Leaving with unsaved details asks first; the bar offers DISCARD and SAVE, and after a save its
 * focused note says the details are saved (the one confirmation).
 */
function LeaveGuard() {
  const { dirty, isSubmitting, submitForm, resetForm } =
    useFormikContext<ProfileValues>();
  return (
    <SaveDiscardBar
      isDirty={dirty}
      isSaving={isSubmitting}
      onSave={() => void submitForm()}
      onDiscard={() => resetForm()}
      title="Unsaved changes to your details"
      savedMessage="Your details are saved."
    />
  );
}

/** Props of DetailsForm. */
export interface DetailsFormProps {
  profile: PortalProfile;
  /** after a save or a 409: the page reloads the profile (its new version) */
  onSaved: () => Promise<unknown>;
}

/** Name and phone; a refused or stale save keeps what was typed. */
export function DetailsForm({ profile, onSaved }: DetailsFormProps) {
  return (
    <Formik<ProfileValues>
      initialValues={{
        first_name: profile.first_name,
        last_name: profile.last_name,
        phone: profile.phone ?? '',
      }}
      validationSchema={profileSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const next = await saveProfile({
            version: profile.version,
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            phone: values.phone?.trim() || null,
          });
          // The header's name follows at once.
          const { user } = readSession();
          if (user)
            updateSession({
              user: {
                ...user,
                first_name: next.first_name,
                last_name: next.last_name,
              },
            });
          helpers.resetForm({ values });
          await onSaved();
        } catch (error) {
          helpers.setStatus(applyApiErrors(error, helpers));
          if (isApiError(error) && error.status === 409) await onSaved();
        }
      }}
    >
      <FormikForm label="Your details">
        <LeaveGuard />
        <FormikInput
          name="first_name"
          label="First name"
          required
          autoComplete="given-name"
        />
        <FormikInput
          name="last_name"
          label="Last name"
          required
          autoComplete="family-name"
        />
        <FormikInput name="phone" label="Phone" autoComplete="tel" />
        <FormikSubmit>Save details</FormikSubmit>
      </FormikForm>
    </Formik>
  );
}
