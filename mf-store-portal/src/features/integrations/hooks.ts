import useSWR, { useSWRConfig } from 'swr';
import type {
  CarrierAccountEdit,
  CarrierAccountInput,
  Integrations,
  ScriptsEdit,
} from 'shared/contracts/billing';
import { LEVELS, MODULES, ROLES, usePermission } from 'shared/permissions';
import { useSession } from 'shared/session';
import {
  addCarrier,
  editCarrier,
  getIntegrations,
  integrationKeys,
  removeCarrier,
  saveScripts,
  saveUrlIntegration,
} from './api';

/** Who opens the integrations page: the owner reads and writes; staff with the integration module read. */
export function useIntegrationsAccess() {
  const { role, store } = useSession();
  const hasModule = usePermission(MODULES.INTEGRATION, LEVELS.VIEW, 'ANY');
  const isOwner = role?.role_id === ROLES.STORE_OWNER;
  const canRead = isOwner || (role?.role_id === ROLES.STORE_STAFF && hasModule);
  return { storeId: store?.id ?? null, isOwner, canRead };
}

/** The store's integrations. */
export function useIntegrations(storeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<Integrations, Error>(
    storeId ? integrationKeys.detail(storeId) : null,
    () => getIntegrations(storeId as number),
  );
  return { integrations: data, error, isLoading, retry: () => void mutate() };
}

/** The integrations' writes; each answer replaces the cached integrations. */
export function useIntegrationMoves(storeId: number) {
  const { mutate } = useSWRConfig();
  const keep = async (next: Integrations) => {
    await mutate(integrationKeys.detail(storeId), next, { revalidate: false });
    return next;
  };
  return {
    addCarrier: async (body: CarrierAccountInput) =>
      keep(await addCarrier(storeId, body)),
    editCarrier: async (id: number, body: CarrierAccountEdit) =>
      keep(await editCarrier(storeId, id, body)),
    removeCarrier: async (id: number) => keep(await removeCarrier(storeId, id)),
    saveUrlIntegration: async (isEnabled: boolean, version: number) =>
      keep(
        await saveUrlIntegration(storeId, { is_enabled: isEnabled, version }),
      ),
    saveScripts: async (body: ScriptsEdit) =>
      keep(await saveScripts(storeId, body)),
  };
}

export type IntegrationMoves = ReturnType<typeof useIntegrationMoves>;
