import { api } from 'shared/api';
import type { AddToCartBody, CartItemAdded } from 'shared/contracts/carts';
import type { ServiceOption } from 'shared/options';

/** A storefront service with its options, as `GET stores/{store_id}/portal-services/{id}` serves it. */
export interface ServiceDetail {
  id: number;
  name: string;
  description: string | null;
  price: string;
  /** the signed-in customer's price-list price; null or absent: none */
  list_price?: string | null;
  /** the cover */
  image: string | null;
  /** more pictures, in their order, for the page's gallery */
  images: ServicePicture[];
  options: ServiceOption[];
}

/** One more picture of a service. */
export interface ServicePicture {
  id: number;
  url: string;
}

/** The 'other' choice as the api takes it: the customer's text (≤ 255 characters) in a value id's place. */
export interface OtherChoice {
  value: 'other';
  other: string;
}

/** An answer as the api takes it: value ids (or the other choice) for choices, numbers, text or a flat object. */
export type ApiAnswer =
  | number
  | OtherChoice
  | (number | OtherChoice)[]
  | string
  | Record<string, string | number | null>;

/** The answer of `POST uploads`: the short URL an `i` option's answer keeps. */
export interface UploadResponse {
  url: string;
  /** the cart the upload counts against: a guest's, or the new one opened for a guest without one */
  cart_id?: string;
}

export type { AddToCartBody };

const detailPath = (storeId: number, serviceId: number) =>
  `stores/${storeId}/portal-services/${serviceId}`;

export const serviceDetailKeys = {
  detail: (storeId: number, serviceId: number) =>
    [detailPath(storeId, serviceId)] as const,
};

export function getServiceDetail(
  storeId: number,
  serviceId: number,
): Promise<ServiceDetail> {
  return api.get<ServiceDetail>(detailPath(storeId, serviceId));
}

export function addToCart(body: AddToCartBody): Promise<CartItemAdded> {
  return api.post<CartItemAdded>('add-to-carts', body);
}

/**
 * Uploads one image for an `i` option (multipart `store_id`, the guest's cart, then `file`). A guest
 * names their cart, or with `cartId: null` asks the api to open one (its id comes back); without
 * `guest` the upload goes by the customer's login.
 */
export function uploadImage(
  storeId: number,
  file: File,
  guest?: { cartId: string | null },
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('store_id', String(storeId));
  if (guest?.cartId) form.append('cart_id', guest.cartId);
  else if (guest) form.append('new_cart', 'true');
  form.append('file', file);
  return api.post<UploadResponse>('uploads', form);
}
