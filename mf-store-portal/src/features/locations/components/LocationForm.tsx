import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, Navigate } from 'shared/router';
import { useSWRConfig } from 'swr';
import { isApiError } from 'shared/api';
import { Banner } from 'shared/ui';
import { Flex } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import { usePortalBase } from '../../../records/basePath';
import { storePortalPaths } from '../../../paths';
import {
  addLocation,
  editLocation,
  locationKeys,
  type LocationRecord,
} from '../api';
import { formatAddress } from '../format';
import {
  locationSchema,
  locationValues,
  toLocationInput,
  type LocationValues,
} from '../schema';
import { LeaveGuard } from './LeaveGuard';
import { LocationFields } from './LocationFields';
import { useStorePortalT } from '../../../i18n/t';

/** Props of LocationForm. */
export interface LocationFormProps {
  /** the location being edited; null to add one */
  location: LocationRecord | null;
  title: string;
}

const currentOf = (failure: unknown): LocationRecord | null =>
  (failure as { data?: { current?: LocationRecord } | null }).data?.current ??
  null;

/** A location's form: a refused save keeps what was typed; a stale one shows the location as it is now. */
export function LocationForm({ location, title }: LocationFormProps) {
  const t = useStorePortalT();
  const base = usePortalBase();
  const { mutate } = useSWRConfig();
  const [version, setVersion] = useState(location?.version ?? 0);
  const [stale, setStale] = useState<LocationRecord | null>(null);
  const [isFull, setIsFull] = useState(false);
  const [isDone, setIsDone] = useState(false);
  if (isDone) return <Navigate to={storePortalPaths.locations(base)} />;

  const submit = async (
    values: LocationValues,
    helpers: FormikHelpers<LocationValues>,
  ) => {
    helpers.setStatus(undefined);
    setIsFull(false);
    const body = toLocationInput(values);
    try {
      const saved = location
        ? await editLocation(location.id, { ...body, version })
        : await addLocation(body);
      await mutate(locationKeys.detail(saved.id), saved, { revalidate: false });
      await mutate(
        (key) => Array.isArray(key) && key[0] === locationKeys.all()[0],
      );
      setIsDone(true);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        const current = currentOf(failure);
        if (current) {
          setStale(current);
          setVersion(current.version);
        }
        setIsFull(failure.code === 'LOCATIONS.LIMIT');
      }
      helpers.setStatus(applyApiErrors(failure, helpers));
    }
  };

  return (
    <>
      {stale && (
        <Banner
          type="warning"
          title={t('locations.now', {
            name: stale.name,
            address: formatAddress(stale),
            phone: stale.phone ? ` · ${stale.phone}` : '',
          })}
          subtitle={t('locations.saveAgain')}
        />
      )}
      {isFull && (
        <Banner
          type="information"
          title={t('locations.full')}
          action={
            <Link to="/pay-per-location">{t('locations.addToPlan')}</Link>
          }
        />
      )}
      <Formik<LocationValues>
        initialValues={locationValues(location)}
        validationSchema={locationSchema}
        onSubmit={submit}
      >
        <FormikForm label={title}>
          <LeaveGuard />
          <LocationFields />
          <Flex gap={16} wrap align="center">
            <FormikSubmit>{t('locations.save')}</FormikSubmit>
            <Link to={storePortalPaths.locations(base)}>
              {t('locations.cancel')}
            </Link>
          </Flex>
        </FormikForm>
      </Formik>
    </>
  );
}
