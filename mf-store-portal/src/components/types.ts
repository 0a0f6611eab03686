/** Contracts "Customer journey endpoints": the buyer's contact of an order or estimate. */
export interface Contact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** Contracts `OrderLine`: a line of an order or estimate with the options chosen at the time. */
export interface OrderLine {
  id: number;
  service: { id: number | null; name: string; image: string | null };
  quantity: number;
  unit_price: string;
  line_total: string;
  choices: { label: string; value: string }[];
}

/** The registered customer of an order or estimate (null for a guest). */
export interface RecordCustomer {
  id: number;
  first_name: string;
  last_name: string;
}
