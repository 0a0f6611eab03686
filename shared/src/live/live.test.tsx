import { act, render } from '@testing-library/react';
import {
  announceRecordChanged,
  onRecordChanged,
  useRecordChanged,
} from './public';
import type { RecordChanged } from './public';

const change = (over: Partial<RecordChanged> = {}): RecordChanged => ({
  record: 'sales_order',
  id: 7,
  sales_order_id: null,
  status: 'in_progress',
  version: 2,
  ...over,
});

test('a listener hears every announced change until it unsubscribes', () => {
  const heard: RecordChanged[] = [];
  const stop = onRecordChanged((c) => heard.push(c));
  announceRecordChanged(change());
  stop();
  announceRecordChanged(change({ id: 8 }));
  expect(heard.map((c) => c.id)).toEqual([7]);
});

test('a page revalidates only for the record it shows', () => {
  const revalidated: number[] = [];
  function Page({ id }: { id: number }) {
    useRecordChanged(
      (c) => c.record === 'sales_order' && c.id === id,
      (c) => revalidated.push(c.version),
    );
    return null;
  }
  const { unmount } = render(<Page id={7} />);
  act(() => {
    announceRecordChanged(change({ id: 8, version: 5 }));
    announceRecordChanged(change({ record: 'work_order', version: 6 }));
    announceRecordChanged(change({ version: 3 }));
  });
  unmount();
  act(() => announceRecordChanged(change({ version: 4 })));
  expect(revalidated).toEqual([3]);
});
