import { Link } from 'react-router-dom';

export interface EmptyCartProps {
  /** what the visitor wanted to do with the cart */
  action: string;
}

/** Nothing to check out: a friendly note and the way back to the services. */
export function EmptyCart({ action }: EmptyCartProps) {
  return (
    <div className="co-empty">
      <p>Your cart is empty.</p>
      <p>Add a service to your cart to {action}.</p>
      <Link className="co-button" to="..">
        Shop Services
      </Link>
    </div>
  );
}
