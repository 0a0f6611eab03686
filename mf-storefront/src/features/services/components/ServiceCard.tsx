import { Link } from 'shared/router';
import { ListPrice } from '../../../ui/ListPrice';
import type { PortalService } from '../api';
import { formatPrice, truncate, TRUNCATE_AT } from '../formatters';

export interface ServiceCardProps {
  service: PortalService;
}

/** One service on the storefront: image, name (linking to its page), price and a short description. */
export function ServiceCard({ service }: ServiceCardProps) {
  const description = service.description ?? '';
  const isTruncated = description.length > TRUNCATE_AT;
  const isNameTruncated = service.name.length > TRUNCATE_AT;
  return (
    <article className="sf-card" aria-labelledby={`sf-service-${service.id}`}>
      {service.image ? (
        <img
          className="sf-card__image"
          src={service.image}
          alt={service.name}
          loading="lazy"
        />
      ) : (
        <div
          className="sf-card__image sf-card__image--empty"
          aria-hidden="true"
        >
          {service.name.charAt(0)}
        </div>
      )}
      <div className="sf-card__body">
        <h3 className="sf-card__name" id={`sf-service-${service.id}`}>
          <Link
            className="sf-card__link"
            to={`services/${service.id}`}
            aria-label={isNameTruncated ? service.name : undefined}
            title={isNameTruncated ? service.name : undefined}
          >
            {truncate(service.name)}
          </Link>
        </h3>
        <p className="sf-card__price">
          <ListPrice
            price={service.price}
            listPrice={service.list_price}
            format={formatPrice}
          />
        </p>
        {description && (
          <p
            className="sf-card__description"
            title={isTruncated ? description : undefined}
          >
            {truncate(description)}
          </p>
        )}
      </div>
    </article>
  );
}
