import useSWR from 'swr';
import { formatDateIntl } from 'shared/i18n';
import { Link } from 'shared/router';
import { ErrorState, PageLoader } from 'shared/ui';
import { quoteKeys, type MyEstimate } from '../quotes/api';
import { useStorefrontT } from '../../../i18n/t';

/** `/myaccount/estimates`: the customer's estimates, newest first, each with its status. */
export function EstimatesPage() {
  const t = useStorefrontT();
  const { data, error, isLoading, mutate } = useSWR<MyEstimate[], Error>(
    quoteKeys.mine(),
    { revalidateOnFocus: true },
  );
  return (
    <>
      <h2 className="sf-account__section-title">{t('quote.myTitle')}</h2>
      {error ? (
        <ErrorState
          title={t('quote.loadFailed')}
          message={error.message}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <PageLoader label={t('links.loading.estimate')} />
      ) : data.length === 0 ? (
        <p>{t('quote.none')}</p>
      ) : (
        <ul className="sf-estimates" aria-label={t('quote.myTitle')}>
          {data.map((estimate) => (
            <li key={estimate.id} className="sf-estimates__item">
              <Link to={`/myaccount/estimates/${estimate.id}`}>
                {t('quote.number')} {estimate.estimate_no}
              </Link>
              <span>
                {t('quote.date')}: {formatDateIntl(estimate.created_on, 'date')}
              </span>
              <span className="sf-estimates__status">
                {t(`quote.status.${estimate.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
