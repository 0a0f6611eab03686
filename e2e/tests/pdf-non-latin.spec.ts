import { expect, test } from '@playwright/test';
import { pdfTextLines } from 'api/src/areas/downloads/pdfText';
import { ACME_OWNER, shellUrl } from '../support/env';
import { call, loginToken } from './api';
import { loginAcmeOwner } from './browser';
import { sendWorkToFixit } from './vendor-work-api';
import { downloadedBytes } from '../support/downloads';

// A PDF prints names in other scripts as written: Acme's instructions for Fixit name Zoë Ñúñez,
// Иван and 李雷; the owner prints the job envelope from the work order's page, and the text read
// back out of the downloaded PDF has every name, no '?'.

const LOAD = { timeout: 30_000 };
const INSTRUCTIONS = 'Engrave for Zoë Ñúñez, Иван and 李雷.';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 180_000 });

test('the job envelope prints Latin, Cyrillic and Chinese names as written', async ({
  page,
}) => {
  const job = await sendWorkToFixit();
  const token = await loginToken('portal', ACME_OWNER);
  const { version } = await call<{ version: number }>(
    'GET',
    `/work-orders/${job.workOrderId}`,
    token,
  );
  await call('PATCH', `/work-orders/${job.workOrderId}`, token, {
    version,
    instructions: INSTRUCTIONS,
  });

  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/work-order/${job.workOrderId}`));
  await expect(page.getByText(INSTRUCTIONS)).toBeVisible(LOAD);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Print job envelope' }).click(),
  ]);
  const pdf = await downloadedBytes(download);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfTextLines(pdf).join('\n');
  expect(text).toContain(INSTRUCTIONS);
  expect(pdf.length).toBeLessThan(200_000);
});
