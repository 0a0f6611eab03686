import { api } from 'shared/api';
import type {
  CarrierAccountEdit,
  CarrierAccountInput,
  Integrations,
  ScriptsEdit,
} from 'shared/contracts/billing';

// The store's integrations: GET/POST/PUT/DELETE /stores/:store_id/integrations…

const integrationsPath = (storeId: number) => `stores/${storeId}/integrations`;

export const integrationKeys = {
  detail: (storeId: number) => [integrationsPath(storeId)] as const,
};

export function getIntegrations(storeId: number): Promise<Integrations> {
  return api.get<Integrations>(integrationsPath(storeId));
}

export function addCarrier(
  storeId: number,
  body: CarrierAccountInput,
): Promise<Integrations> {
  return api.post<Integrations>(`${integrationsPath(storeId)}/carriers`, body);
}

export function editCarrier(
  storeId: number,
  id: number,
  body: CarrierAccountEdit,
): Promise<Integrations> {
  return api.put<Integrations>(
    `${integrationsPath(storeId)}/carriers/${id}`,
    body,
  );
}

export function removeCarrier(
  storeId: number,
  id: number,
): Promise<Integrations> {
  return api.delete<Integrations>(
    `${integrationsPath(storeId)}/carriers/${id}`,
  );
}

export function saveUrlIntegration(
  storeId: number,
  body: { is_enabled: boolean; version: number },
): Promise<Integrations> {
  return api.put<Integrations>(`${integrationsPath(storeId)}/url`, body);
}

export function saveScripts(
  storeId: number,
  body: ScriptsEdit,
): Promise<Integrations> {
  return api.put<Integrations>(`${integrationsPath(storeId)}/scripts`, body);
}
