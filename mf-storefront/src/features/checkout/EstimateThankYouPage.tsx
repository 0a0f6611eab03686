import { Link, useParams } from 'shared/router';
import { formatDateIntl } from 'shared/i18n';
import { OrderLines } from './components/OrderLines';
import { TokenState } from './components/TokenState';
import { Totals } from './components/Totals';
import { formatMoney } from './formatters';
import { useEstimateByToken } from './hooks';
import './checkout.css';
import { useStorefrontT } from '../../i18n/t';

/** /estimate/thank-you/:id (id = the estimate's public token): the request was received. */
export default function EstimateThankYouPage() {
  const t = useStorefrontT();
  const { id } = useParams();
  const { estimate, error, retry } = useEstimateByToken(id);
  if (!estimate)
    return <TokenState what="estimate" error={error} onRetry={retry} />;
  return (
    <div className="co-page co-thanks">
      <h1 className="co-page__title">{t('estimate.thanks')}</h1>
      <p className="co-thanks__lead">
        {t('estimate.contactAt', { email: estimate.contact.email })}
      </p>
      <div className="co-order-number" aria-label={t('estimate.number')}>
        <span>{t('estimate.number')}</span>
        <strong>{estimate.estimate_no}</strong>
      </div>
      <dl className="co-facts">
        <div>
          <dt>{t('estimate.requested')}</dt>
          <dd>{formatDateIntl(estimate.created_on, 'date')}</dd>
        </div>
        {estimate.notes && (
          <div>
            <dt>{t('estimate.notes')}</dt>
            <dd>{estimate.notes}</dd>
          </div>
        )}
      </dl>
      <section className="co-summary" aria-label={t('estimate.summary')}>
        <h2 className="co-summary__title">{t('estimate.services')}</h2>
        <OrderLines lines={estimate.lines} />
        <Totals
          rows={[]}
          total={{
            label: t('estimate.subtotal'),
            value: formatMoney(estimate.subtotal),
          }}
        />
      </section>
      <Link className="co-button" to="..">
        {t('estimate.continueShopping')}
      </Link>
    </div>
  );
}
