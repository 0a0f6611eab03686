import { resetSession } from 'shared/session';
import { restoreAllMocks } from './mockApi';

export { renderWithProviders, testTenant } from './renderWithProviders';
export { installRequest } from './request';
export type { RenderWithProvidersOptions } from './renderWithProviders';
export { mockApi, restoreAllMocks } from './mockApi';
export type { ApiMock, MockCall, MockHandler, MockResponse } from './mockApi';
export {
  acmeStore,
  acmeStoreSettings,
  plainWhiteLabel,
  roleRecord,
  sessionFor,
  loginResponseFor,
} from './fixtures';
export {
  eventFixture,
  workOrderFixture,
  workOrderPageOf,
  workOrderSummaryOf,
} from './workOrders';

// Each test starts with the real fetch and an empty session.
declare const afterEach: ((fn: () => void) => void) | undefined;
if (typeof afterEach === 'function') {
  afterEach(() => {
    restoreAllMocks();
    resetSession();
  });
}
export { declaredLabels } from './declaredLabels';
export { pageTexts } from './pageTexts';
