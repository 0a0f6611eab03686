import { useSearchParams } from 'shared/router';
import type { WorkOrderStatus } from 'shared/workflow';
import type { JobStep } from '../../paths';
import { useWorkOrder } from '../../records/workOrderHooks';
import { moveWith, saveWorkInformationWith } from '../../records/useMove';
import { useWorkOrderWrite } from '../../records/useWorkOrderWrite';

/** The shop-floor step that fits a job's status (where the scan and the job cards lead). */
export function stepFor(status: WorkOrderStatus): JobStep | null {
  switch (status) {
    case 'assigned':
    case 'accepted':
      return 'start-work';
    case 'in_progress':
    case 'on_hold':
      return 'job-in-progress';
    case 'done':
      return 'job-done';
    default:
      return null;
  }
}

/** The job a shop-floor step works on (`?work_order=<id>`, so a refresh keeps the step), with its writes. */
export function useJob() {
  const [params] = useSearchParams();
  const raw = params.get('work_order') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const data = useWorkOrder(id);
  const { conflict, write } = useWorkOrderWrite(data.refresh);
  return {
    id,
    ...data,
    conflict,
    write,
    move: moveWith(data.workOrder, write),
    saveWorkInformation: saveWorkInformationWith(data.workOrder, write),
  };
}

export type Job = ReturnType<typeof useJob>;
