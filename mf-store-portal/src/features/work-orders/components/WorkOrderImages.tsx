import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { useStorePortalT } from '../../../i18n/t';

export interface WorkOrderImagesProps {
  workOrder: WorkOrder;
}

/** The before and after images of the work (the store's and the vendor's). */
export function WorkOrderImages({ workOrder }: WorkOrderImagesProps) {
  const t = useStorePortalT();
  if (workOrder.images.length === 0)
    return <p className="rec-muted">{t('workOrder.noImages')}</p>;
  return (
    <ul className="rec-images">
      {workOrder.images.map((image) => {
        return (
          <li key={image.url}>
            <a href={image.url} target="_blank" rel="noreferrer">
              <img
                src={image.url}
                alt={t(
                  image.stage === 'after'
                    ? 'workOrder.imageAfter'
                    : 'workOrder.imageBefore',
                  { date: formatDate(image.created_on) },
                )}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
