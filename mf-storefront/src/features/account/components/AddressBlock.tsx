import type { Address } from '../api';

export interface AddressBlockProps {
  address: Address;
}

/** A postal address as lines. */
export function AddressBlock({ address }: AddressBlockProps) {
  return (
    <address style={{ fontStyle: 'normal' }}>
      {address.first_name} {address.last_name}
      <br />
      {address.address_line1}
      {address.address_line2 && (
        <>
          <br />
          {address.address_line2}
        </>
      )}
      <br />
      {address.city}, {address.state} {address.zip}, {address.country}
      {address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}
