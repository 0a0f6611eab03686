import type { ServiceDetail } from '../api';
import { formatCents } from '../formatters';

export interface ServiceHeaderProps {
  service: ServiceDetail;
}

/** The service's image, name, price and its full description (this is where it is read). */
export function ServiceHeader({ service }: ServiceHeaderProps) {
  return (
    <header className="sd-header">
      {service.image && (
        <img
          className="sd-header__image"
          src={service.image}
          alt={service.name}
        />
      )}
      <div>
        <h1 className="sd-header__title">{service.name}</h1>
        <p className="sd-header__price">
          {formatCents(Math.round(Number(service.price) * 100))}
        </p>
        {service.description && (
          <p className="sd-header__description">{service.description}</p>
        )}
      </div>
    </header>
  );
}
