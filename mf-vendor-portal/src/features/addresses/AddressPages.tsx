import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'shared/router';
import useSWR, { useSWRConfig } from 'swr';
import { isApiError } from 'shared/api';
import type { VendorAddress } from 'shared/contracts/vendorOnboarding';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { Button, Card, Flex, Tag, useAppFeedback } from 'shared/ui/antd';
import { applyApiErrors, FormikForm, FormikSubmit } from 'shared/ui/form';
import 'shared/ui/onboarding';
import { MESSAGES } from 'shared/validation';
import { localiseMessage } from 'shared/i18n';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import {
  addAddress,
  addressKeys,
  editAddress,
  getAddress,
  getAddresses,
  makeDefault,
  removeAddress,
} from './api';
import {
  AddressFields,
  addressSchema,
  addressValues,
  type AddressValues,
} from '../../components/AddressFields';
import { errorWords, useVendorT } from '../../i18n/t';

const lines = (a: VendorAddress) =>
  [a.address_line1, a.address_line2, `${a.city}, ${a.state} ${a.zip}`, a.phone]
    .filter(Boolean)
    .join(' · ');

/** /portal/setting/address: the workshop's addresses; add, edit, make one the default, remove (asked first). */
export function AddressesPage() {
  const base = useBasePath();
  const t = useVendorT();
  const { data, error, isLoading, mutate } = useSWR(
    addressKeys.list(),
    getAddresses,
  );
  const { message, modal } = useAppFeedback();
  if (isLoading) return <PageLoader label={t('addresses.loading')} />;
  if (!data)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title={t('addresses.ownerOnly')}
        message={t('addresses.askOwner')}
      />
    ) : (
      <ErrorState message={errorWords(error)} onRetry={() => void mutate()} />
    );
  const report = (e: unknown) => void message.error(errorWords(e) ?? String(e));
  const setDefault = (address: VendorAddress) =>
    makeDefault(address.id)
      .then((list) => mutate(list, { revalidate: false }))
      .then(
        () =>
          void message.success(
            t('addresses.madeDefault', { name: address.name }),
          ),
      )
      .catch(report);
  const remove = (address: VendorAddress) =>
    modal.confirm({
      title: localiseMessage(MESSAGES.confirmDelete),
      content: `${address.name}: ${lines(address)}`,
      okText: t('addresses.remove'),
      okButtonProps: { danger: true },
      cancelText: t('addresses.cancel'),
      onOk: () =>
        removeAddress(address.id)
          .then((list) => mutate(list, { revalidate: false }))
          .catch(report),
    });
  return (
    <section className="onboarding" aria-labelledby="addresses-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <h1 id="addresses-title">{t('addresses.title')}</h1>
        <Link to={vendorPortalPaths.addAddress(base)}>
          {t('addresses.add')}
        </Link>
      </Flex>
      {data.length === 0 ? (
        <p>{t('addresses.empty')}</p>
      ) : (
        <ul
          aria-label={t('addresses.list')}
          style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}
        >
          {data.map((address) => (
            <li key={address.id}>
              <Card
                size="small"
                title={address.name}
                extra={
                  address.is_default && (
                    <Tag color="green">{t('addresses.default')}</Tag>
                  )
                }
              >
                <p>{lines(address)}</p>
                <Flex gap={8} wrap>
                  <Link
                    to={vendorPortalPaths.editAddress(base, address.id)}
                    aria-label={t('addresses.editNamed', {
                      name: address.name,
                    })}
                  >
                    {t('addresses.edit')}
                  </Link>
                  {!address.is_default && (
                    <>
                      <Button
                        size="small"
                        onClick={() => void setDefault(address)}
                      >
                        {t('addresses.makeDefault')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        onClick={() => remove(address)}
                      >
                        {t('addresses.remove')}
                      </Button>
                    </>
                  )}
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={vendorPortalPaths.settings(base)}>{t('addresses.back')}</Link>
      </p>
    </section>
  );
}

/** /portal/setting/address/add and /portal/setting/edit-address/:id: one address's form (a stale save says so and keeps what was typed). */
export function AddressFormPage() {
  const base = useBasePath();
  const t = useVendorT();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { id } = useParams();
  const {
    data: address,
    error,
    isLoading,
  } = useSWR(id ? addressKeys.one(id) : null, () => getAddress(id!));
  const [version, setVersion] = useState<number | null>(null);
  const [stale, setStale] = useState<VendorAddress | null>(null);
  if (id && isLoading) return <PageLoader label={t('addresses.loadingOne')} />;
  if (id && !address)
    return (
      <ErrorState
        title={
          isApiError(error) && error.status === 404
            ? t('addresses.notFound')
            : undefined
        }
        message={errorWords(error)}
      />
    );
  const title = address
    ? t('addresses.editNamed', { name: address.name })
    : t('addresses.add');
  const submit = async (
    values: AddressValues,
    helpers: FormikHelpers<AddressValues>,
  ) => {
    helpers.setStatus(undefined);
    const body = addressSchema.cast(values);
    try {
      if (address)
        await editAddress(address.id, {
          ...body,
          version: version ?? address.version,
        });
      else await addAddress(body);
      // The list (and this address) load again: the list page must not show what it cached before.
      void mutate(addressKeys.list());
      if (address) void mutate(addressKeys.one(address.id));
      navigate(vendorPortalPaths.addresses(base));
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        const current =
          (failure.data as { current?: VendorAddress } | null)?.current ?? null;
        setStale(current);
        if (current) setVersion(current.version);
      }
      helpers.setStatus(applyApiErrors(failure, helpers));
    }
  };
  return (
    <section className="onboarding" aria-labelledby="address-form-title">
      <h1 id="address-form-title">{title}</h1>
      {stale && (
        <Banner
          type="warning"
          title={t('addresses.now', { name: stale.name, lines: lines(stale) })}
          subtitle={t('addresses.staleHint')}
        />
      )}
      <Formik<AddressValues>
        initialValues={addressValues(address ?? null)}
        validationSchema={addressSchema}
        onSubmit={submit}
      >
        <FormikForm label={title}>
          <AddressFields />
          <Flex gap={8} wrap>
            <FormikSubmit>{t('addresses.save')}</FormikSubmit>
            <Link to={vendorPortalPaths.addresses(base)}>
              {t('addresses.cancel')}
            </Link>
          </Flex>
        </FormikForm>
      </Formik>
    </section>
  );
}
