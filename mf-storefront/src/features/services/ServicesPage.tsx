import { useSearchParams } from 'shared/router';
import { ErrorState, PageLoader } from 'shared/ui';
import { useStorefrontT } from '../../i18n/t';
import type { PortalServicesQuery } from './api';
import { CategoryFilter } from './components/CategoryFilter';
import { ServiceGroupSection } from './components/ServiceGroupSection';
import { TagFilter } from './components/TagFilter';
import { usePortalServices, useServiceTags } from './hooks';
import './services.css';

// Filters live in the URL: the shell header's services search sets `search`.
const CATEGORY_PARAM = 'category';
const FILTER_PARAMS = ['search', 'top_level_tag', 'item_tag'] as const;

/** The storefront home: the store's services grouped by category, with search and tag and category chips. */
export function ServicesPage() {
  const t = useStorefrontT();
  const [searchParams, setSearchParams] = useSearchParams();
  const query: PortalServicesQuery = {};
  for (const name of FILTER_PARAMS) {
    const value = searchParams.get(name)?.trim();
    if (value) query[name] = value;
  }
  const { groups, total, isLoading, isUpdating, error, retry } =
    usePortalServices(query);
  const { topLevelTags, itemTags } = useServiceTags();
  const selectedId = Number(searchParams.get(CATEGORY_PARAM)) || null;
  const isFiltered = FILTER_PARAMS.some((name) => query[name]);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setSearchParams(next, { replace: true });
  };
  const clearFilters = () => setSearchParams({}, { replace: true });

  if (isLoading) return <PageLoader />;
  if (error) {
    return (
      <ErrorState
        title={t('services.loadFailed')}
        message={error.message}
        onRetry={retry}
      />
    );
  }

  const categories = groups.flatMap((g) => (g.category ? [g.category] : []));
  const visible = selectedId
    ? groups.filter((g) => g.category?.id === selectedId)
    : groups;

  return (
    <div className="sf-page">
      <h1 className="sf-page__title">{t('services.title')}</h1>
      {query.search && (
        <p className="sf-results-for">
          {t('services.resultsFor', { search: query.search })}
        </p>
      )}
      {topLevelTags.length > 1 && (
        <TagFilter
          label={t('services.filterByType')}
          tags={topLevelTags}
          selected={query.top_level_tag ?? null}
          onSelect={(tag) => setParam('top_level_tag', tag)}
        />
      )}
      {itemTags.length > 1 && (
        <TagFilter
          label={t('services.filterByItem')}
          tags={itemTags}
          selected={query.item_tag ?? null}
          onSelect={(tag) => setParam('item_tag', tag)}
        />
      )}
      <div className="sf-results" aria-busy={isUpdating}>
        {total === 0 ? (
          isFiltered ? (
            <p className="sf-empty">
              {t('services.noMatch')}{' '}
              <button
                type="button"
                className="sf-link-button"
                onClick={clearFilters}
              >
                {t('services.clearFilters')}
              </button>
            </p>
          ) : (
            <p className="sf-empty">{t('services.none')}</p>
          )
        ) : (
          <>
            {categories.length > 1 && (
              <CategoryFilter
                categories={categories}
                selectedId={selectedId}
                onSelect={(id) =>
                  setParam(CATEGORY_PARAM, id === null ? null : String(id))
                }
              />
            )}
            {visible.map((group) => (
              <ServiceGroupSection
                key={group.category?.id ?? 'other'}
                group={group}
              />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
