import useSWR from 'swr';
import { Link, useParams } from 'shared/router';
import { ErrorState, PageLoader } from 'shared/ui';
import { quoteKeys, type CustomerEstimate } from '../quotes/api';
import { useLiveEstimate } from '../quotes/live';
import { QuoteView } from '../quotes/QuoteView';
import { useStorefrontT } from '../../../i18n/t';

/** `/myaccount/estimates/:id`: one of the customer's estimates, to read and answer. */
export function EstimateDetailPage() {
  const t = useStorefrontT();
  const { id } = useParams();
  const source = { id: Number(id) };
  const { data, error, mutate } = useSWR<CustomerEstimate, Error>(
    Number.isInteger(source.id) && source.id > 0 ? quoteKeys.one(source) : null,
    { revalidateOnFocus: true },
  );
  useLiveEstimate(data?.live, mutate);
  return (
    <>
      <Link to="/myaccount/estimates">{t('quote.back')}</Link>
      {error ? (
        <ErrorState
          title={t('links.failed.estimate')}
          message={error.message}
          onRetry={() => void mutate()}
        />
      ) : !data ? (
        <PageLoader label={t('links.loading.estimate')} />
      ) : (
        <>
          <h2 className="sf-account__section-title">
            {t('quote.title', { number: data.estimate_no })}
          </h2>
          <QuoteView
            estimate={data}
            source={source}
            onChanged={(after) => void (after ? mutate(after) : mutate())}
          />
        </>
      )}
    </>
  );
}
