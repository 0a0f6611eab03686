import useSWR from 'swr';
import { useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import { ErrorState, PageLoader, StatusPage } from 'shared/ui';
import { useStorefrontT } from '../../../i18n/t';
import { quoteKeys, type CustomerEstimate } from './api';
import { useLiveEstimate } from './live';
import { QuoteView } from './QuoteView';

/** /estimate/:token: the estimate the store sent, opened from its mail's link (the token is the key). */
export default function QuoteLinkPage() {
  const t = useStorefrontT();
  const { token = '' } = useParams();
  const source = { token };
  const { data, error, mutate } = useSWR<CustomerEstimate, Error>(
    quoteKeys.one(source),
    { revalidateOnFocus: true },
  );
  useLiveEstimate(data?.live, mutate);
  if (error && isApiError(error) && error.status === 404)
    return (
      <StatusPage mark="404" title={t('links.invalid.estimate')}>
        <p className="ui-state__message">{t('links.checkLink')}</p>
      </StatusPage>
    );
  if (error)
    return (
      <ErrorState
        title={t('links.failed.estimate')}
        message={error.message}
        onRetry={() => void mutate()}
      />
    );
  if (!data) return <PageLoader label={t('links.loading.estimate')} />;
  return (
    <div className="sf-page">
      <h1 className="sf-page__title">
        {t('quote.title', { number: data.estimate_no })}
      </h1>
      <QuoteView
        estimate={data}
        source={source}
        onChanged={(after) => void (after ? mutate(after) : mutate())}
      />
    </div>
  );
}
