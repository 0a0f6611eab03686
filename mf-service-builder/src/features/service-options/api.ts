import { api } from 'shared/api';

/** One choice of an option. */
export interface OptionValue {
  id: number;
  name: string;
  image: string | null;
  cost: string | number | null;
}

/** A service option (spec section 3); only the fields the builder reads are typed precisely. */
export interface ServiceOption {
  id: number;
  tag: string;
  label: { value: string };
  sequence: number;
  values: OptionValue[];
  is_required: boolean;
  is_option_cost: boolean;
  is_metal_type: boolean;
  instructions: string | null;
  infoTooltip: string | null;
  image: string | null;
}

/** A store's service with its options. */
export interface Service {
  id: number;
  name: string;
  description?: string | null;
  options: ServiceOption[];
}

const servicePath = (storeId: number, serviceId: number) =>
  `stores/${storeId}/services/${serviceId}`;

export const serviceKeys = {
  detail: (storeId: number, serviceId: number) =>
    [servicePath(storeId, serviceId)] as const,
};

export function getService(
  storeId: number,
  serviceId: number,
): Promise<Service> {
  return api.get<Service>(servicePath(storeId, serviceId));
}
