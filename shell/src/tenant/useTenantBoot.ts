import { useEffect, useMemo, useState } from 'react';
import { api } from 'shared/api';
import { startLanguage } from 'shared/i18n';
import { updateSession, useSession } from 'shared/session';
import {
  resolveHost,
  type StoreSettings,
  type Tenant,
  type WhiteLabelSettings,
} from 'shared/tenant';
import { usePortalLanguage } from '../layout/portalLanguage';
import { remoteSlotsSettled } from '../remotes/RemoteSlot';
import { errorCode, isOk, takeBoot, type BootResponse } from './boot';
import { applyWhiteLabel } from './whiteLabel';

/** What the shell knows about the tenant of this host. */
export type TenantBoot =
  | { status: 'loading'; kind: Tenant['kind'] }
  | { status: 'not-found'; kind: Tenant['kind'] }
  | { status: 'ready'; tenant: Tenant; inactive: boolean };

const INACTIVE = 'STORE.INACTIVE';
const isInactive = (r: BootResponse) =>
  r.status === 403 && errorCode(r) === INACTIVE;

/** Interprets the storefront's two settings answers. */
export function storefrontBoot(
  host: string,
  wl: BootResponse,
  ss: BootResponse,
): TenantBoot {
  if (ss.status === 404 || (wl.status === 404 && !isOk(ss)))
    return { status: 'not-found', kind: 'storefront' };
  const storeSettings = isOk(ss) ? (ss.body as StoreSettings) : null;
  const whiteLabel = isOk(wl) ? (wl.body as WhiteLabelSettings) : null;
  return {
    status: 'ready',
    inactive:
      isInactive(ss) || isInactive(wl) || storeSettings?.is_active === false,
    tenant: {
      host,
      kind: 'storefront',
      storeId: storeSettings?.store_id ?? null,
      storeSettings,
      whiteLabel,
    },
  };
}

/** Resolves the tenant for a host: storefronts wait for their settings; portals read them from the session. */
export function useTenantBoot(hostname: string): TenantBoot {
  const { kind, storeUrl: host } = resolveHost(hostname);
  const session = useSession();
  // portal hosts: ?lang=, then the signed-in user's choice, then English
  usePortalLanguage(kind !== 'storefront');
  const [storefront, setStorefront] = useState<TenantBoot>({
    status: 'loading',
    kind,
  });

  useEffect(() => {
    if (kind !== 'storefront') return;
    let live = true;
    Promise.all([
      takeBoot('whiteLabel', host),
      takeBoot('storeSettings', host),
      // The storefront frame renders with the page's remote module (up to 1 s more), not with a
      // loader that React would keep for 300 ms after the module arrived (RemoteSlot).
      remoteSlotsSettled(1000),
    ]).then(([wl, ss]) => {
      if (!live) return;
      const boot = storefrontBoot(host, wl, ss);
      // The first page already reads the customer's language (no English flash before it).
      if (boot.status === 'ready')
        startLanguage({
          storeId: boot.tenant.storeId,
          storeDefault: boot.tenant.storeSettings?.default_language,
          search: window.location.search,
        });
      setStorefront(boot);
    });
    return () => {
      live = false;
    };
  }, [kind, host]);

  // Portal hosts: the store settings of the signed-in store come from the session (fetched once after login).
  const store = session.store;
  const settings = session.storeSettings;
  useEffect(() => {
    if (
      kind !== 'store-portal' ||
      !store?.url ||
      settings?.store_id === store.id
    )
      return;
    api
      .get<StoreSettings>('store-settings', { query: { store_url: store.url } })
      .then((s) => updateSession({ storeSettings: s }))
      .catch(() => {
        // a 404 (or any failure) does nothing on portal paths: the default theme stays
      });
  }, [kind, store?.id, store?.url, settings?.store_id]);

  const portal = useMemo<TenantBoot | null>(
    () =>
      kind === 'storefront'
        ? null
        : {
            status: 'ready',
            inactive: false,
            tenant: {
              host,
              kind,
              storeId: kind === 'store-portal' ? (store?.id ?? null) : null,
              storeSettings: kind === 'store-portal' ? settings : null,
              whiteLabel: null,
            },
          },
    [kind, host, store?.id, settings],
  );
  const boot = portal ?? storefront;

  useEffect(() => {
    if (boot.status !== 'ready') return;
    const { tenant } = boot;
    applyWhiteLabel({
      whiteLabel: tenant.whiteLabel,
      storeSettings: tenant.storeSettings,
      // The route announcer titles every page ('Locations · Acme Jewelers') once it has rendered.
      title: '',
    });
  }, [boot]);

  return boot;
}
