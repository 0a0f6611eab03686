import { useSearchParams } from 'react-router-dom';
import { ErrorState, PageLoader } from 'shared/ui';
import { CategoryFilter } from './components/CategoryFilter';
import { ServiceGroupSection } from './components/ServiceGroupSection';
import { usePortalServices } from './hooks';
import './services.css';

const CATEGORY_PARAM = 'category';

/** The storefront home: the store's services grouped by category, with category chips. */
export function ServicesPage() {
  const { groups, total, isLoading, error, retry } = usePortalServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = Number(searchParams.get(CATEGORY_PARAM)) || null;

  const handleSelect = (categoryId: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (categoryId === null) next.delete(CATEGORY_PARAM);
    else next.set(CATEGORY_PARAM, String(categoryId));
    setSearchParams(next, { replace: true });
  };

  if (isLoading) return <PageLoader />;
  if (error) {
    return (
      <ErrorState
        title="We could not load the services."
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
      <h1 className="sf-page__title">Shop Services</h1>
      {total === 0 ? (
        <p className="sf-empty">
          No services are available yet. Please check back soon.
        </p>
      ) : (
        <>
          {categories.length > 1 && (
            <CategoryFilter
              categories={categories}
              selectedId={selectedId}
              onSelect={handleSelect}
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
  );
}
