import { Link, useParams } from 'react-router-dom';
import { formatOrderDate } from 'shared/dates';
import { OrderLines } from './components/OrderLines';
import { TokenState } from './components/TokenState';
import { Totals } from './components/Totals';
import { formatMoney } from './formatters';
import { useEstimateByToken } from './hooks';
import './checkout.css';

/** /estimate/thank-you/:id (id = the estimate's public token): the request was received. */
export default function EstimateThankYouPage() {
  const { id } = useParams();
  const { estimate, error, retry } = useEstimateByToken(id);
  if (!estimate)
    return <TokenState what="estimate" error={error} onRetry={retry} />;
  return (
    <div className="co-page co-thanks">
      <h1 className="co-page__title">
        Thank you, your estimate request was sent!
      </h1>
      <p className="co-thanks__lead">
        The store will review it and contact you at {estimate.contact.email}.
      </p>
      <div className="co-order-number" aria-label="Estimate number">
        <span>Estimate number</span>
        <strong>{estimate.estimate_no}</strong>
      </div>
      <dl className="co-facts">
        <div>
          <dt>Requested</dt>
          <dd>{formatOrderDate(estimate.created_on)}</dd>
        </div>
        {estimate.notes && (
          <div>
            <dt>Notes</dt>
            <dd>{estimate.notes}</dd>
          </div>
        )}
      </dl>
      <section className="co-summary" aria-label="Estimate summary">
        <h2 className="co-summary__title">Services</h2>
        <OrderLines lines={estimate.lines} />
        <Totals
          rows={[]}
          total={{ label: 'Subtotal', value: formatMoney(estimate.subtotal) }}
        />
      </section>
      <Link className="co-button" to="..">
        Continue shopping
      </Link>
    </div>
  );
}
