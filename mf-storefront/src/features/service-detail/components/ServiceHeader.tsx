import { ListPrice } from '../../../ui/ListPrice';
import type { ServiceDetail } from '../api';
import { formatCents } from '../formatters';
import { ServiceGallery } from './ServiceGallery';

export interface ServiceHeaderProps {
  service: ServiceDetail;
}

/** The cover, then the other pictures, each once. */
const picturesOf = (service: ServiceDetail): string[] => [
  ...new Set(
    [service.image, ...(service.images ?? []).map((i) => i.url)].filter(
      (url): url is string => Boolean(url),
    ),
  ),
];

/**
 * The service's picture (a gallery when it has more than one), name, price and its full
 * description (this is where it is read).
 */
export function ServiceHeader({ service }: ServiceHeaderProps) {
  const pictures = picturesOf(service);
  const hasGallery = pictures.length > 1;
  return (
    <header
      className={hasGallery ? 'sd-header sd-header--gallery' : 'sd-header'}
    >
      {hasGallery ? (
        <ServiceGallery service={service.name} pictures={pictures} />
      ) : (
        pictures[0] && (
          <img
            className="sd-header__image"
            src={pictures[0]}
            alt={service.name}
          />
        )
      )}
      <div className="sd-header__text">
        <h1 className="sd-header__title">{service.name}</h1>
        <p className="sd-header__price">
          <ListPrice
            price={service.price}
            listPrice={service.list_price}
            format={(price) => formatCents(Math.round(Number(price) * 100))}
          />
        </p>
        {service.description && (
          <p className="sd-header__description">{service.description}</p>
        )}
      </div>
    </header>
  );
}
