import type { WorkOrder } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';

export interface WorkOrderImagesProps {
  workOrder: WorkOrder;
}

/** The before and after images of the work (the store's and the vendor's). */
export function WorkOrderImages({ workOrder }: WorkOrderImagesProps) {
  if (workOrder.images.length === 0)
    return <p className="rec-muted">No images yet.</p>;
  return (
    <ul className="rec-images">
      {workOrder.images.map((image) => {
        const stage = image.stage === 'after' ? 'After' : 'Before';
        return (
          <li key={image.url}>
            <a href={image.url} target="_blank" rel="noreferrer">
              <img
                src={image.url}
                alt={`${stage} image, ${formatDate(image.created_on)}`}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
