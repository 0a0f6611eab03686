import { Link } from 'react-router-dom';
import type { PaymentTarget } from '../api';
import { thankYouPath } from '../paths';

export interface PaidNoticeProps {
  target: Pick<PaymentTarget, 'kind' | 'token' | 'order_no'>;
}

/** The order or charge is already paid: nothing to pay twice, and the way to its confirmation. */
export function PaidNotice({ target }: PaidNoticeProps) {
  const what = target.kind === 'order' ? 'This order' : 'This charge';
  return (
    <div className="co-empty" role="status">
      <p>{what} has already been paid.</p>
      <Link className="co-button" to={thankYouPath(target.kind, target.token)}>
        View confirmation
      </Link>
    </div>
  );
}
