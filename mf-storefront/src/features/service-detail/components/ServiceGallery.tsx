import { useState } from 'react';
import { useStorefrontT } from '../../../i18n/t';

/** Props of ServiceGallery. */
export interface ServiceGalleryProps {
  service: string;
  /** the pictures' addresses, the cover first (at least two) */
  pictures: string[];
}

/** The service's pictures: one large, and a thumbnail button for each that shows it large. */
export function ServiceGallery({ service, pictures }: ServiceGalleryProps) {
  const t = useStorefrontT();
  const [current, setCurrent] = useState(0);
  const total = pictures.length;
  const shown = Math.min(current, total - 1);
  return (
    <div
      className="sd-gallery"
      role="group"
      aria-label={t('serviceDetail.gallery', { service })}
    >
      <img
        className="sd-gallery__main"
        src={pictures[shown]}
        alt={t('serviceDetail.picture', { service, n: shown + 1, total })}
        width={320}
        height={240}
      />
      <ul className="sd-gallery__thumbs">
        {pictures.map((url, i) => (
          <li key={url}>
            <button
              type="button"
              className="sd-gallery__thumb"
              aria-label={t('serviceDetail.showPicture', { n: i + 1, total })}
              aria-pressed={i === shown}
              onClick={() => setCurrent(i)}
            >
              <img
                src={url}
                alt=""
                width={64}
                height={48}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
