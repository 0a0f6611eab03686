import type { ServiceGroup } from '../hooks';
import { ServiceCard } from './ServiceCard';
import { useStorefrontT } from '../../../i18n/t';

export interface ServiceGroupSectionProps {
  group: ServiceGroup;
}

/** A category heading with its services as a grid of cards. */
export function ServiceGroupSection({ group }: ServiceGroupSectionProps) {
  const t = useStorefrontT();
  const title = group.category?.name ?? t('services.otherServices');
  const headingId = `sf-category-${group.category?.id ?? 'other'}`;
  return (
    <section className="sf-group" aria-labelledby={headingId}>
      <h2 className="sf-group__title" id={headingId}>
        {title}
      </h2>
      <div className="sf-grid">
        {group.services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </div>
    </section>
  );
}
