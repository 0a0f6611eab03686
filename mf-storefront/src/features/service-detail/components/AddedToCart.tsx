import { Link } from 'react-router-dom';
import { Alert } from 'shared/ui/antd';

export interface AddedToCartProps {
  serviceName: string;
}

/** Confirms the line was added, with a link to the cart. */
export function AddedToCart({ serviceName }: AddedToCartProps) {
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      className="sd-added"
      title={`${serviceName} was added to your cart.`}
      description={<Link to="/cart">View cart</Link>}
    />
  );
}
