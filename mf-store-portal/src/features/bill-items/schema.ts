import { yup } from 'shared/validation';
import { countSchema } from '../../components/locationsPurchase';

// The page's removal form: how many extra locations to remove. The purchase form and the count's
// rules are shared with /pay-per-location (../../components/locationsPurchase.ts). The api checks
// the same (api/src/areas/billing/billItems*.ts) and answers its own words on the same fields.

/** `remove_count`: the api's field is `locations`, named apart from the purchase form's count. */
export interface RemovalValues {
  remove_count: string;
}

export const removalSchema = (max: number) =>
  yup.object({ remove_count: countSchema(max) });
