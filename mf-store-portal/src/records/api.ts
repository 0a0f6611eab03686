import { api } from 'shared/api';
import type {
  ImageInput,
  NoteInput,
  RecordEvent,
  StatusMove,
} from 'shared/contracts/repair';

// What the store's record pages (sales order, work order, estimate) share on the wire: the
// timeline, notes, images and status moves, each under the record's own path ('sales-orders/7').

/** The api path of one record: 'sales-orders/7', 'work-orders/3', 'estimates/5'. */
export type RecordPath =
  `${'sales-orders' | 'work-orders' | 'estimates'}/${string}`;

export const recordPath = (
  kind: 'sales-orders' | 'work-orders' | 'estimates',
  id: string | number,
): RecordPath => `${kind}/${encodeURIComponent(String(id))}`;

export const recordKeys = {
  events: (path: RecordPath) => [`${path}/events`] as const,
};

export function getEvents(path: RecordPath): Promise<RecordEvent[]> {
  return api.get<RecordEvent[]>(`${path}/events`);
}

export function addNote(path: RecordPath, note: NoteInput) {
  return api.post<RecordEvent>(`${path}/notes`, note);
}

export function addImage(path: RecordPath, image: ImageInput) {
  return api.post<RecordEvent>(`${path}/images`, image);
}

export function moveStatus<T>(path: RecordPath, move: StatusMove) {
  return api.post<T>(`${path}/status`, move);
}
