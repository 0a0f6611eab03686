import { i18n } from 'shared/i18n';
import { SALES_ORDER, statusLabel as machineLabel } from 'shared/workflow';
import { statusLabel } from '../features/account/formatters';
import { stepLabel } from '../ui/TrackingTimeline';
import { st } from './t';

// My Account and the tracking page say a status in the same words, in each language, and in
// English those are the sales order machine's (shared/workflow), which the portals show too.
const STATUSES = Object.keys(SALES_ORDER.labels);

test('My Account says each status in the machine’s words, the same as the tracking page', () => {
  for (const status of STATUSES) {
    const word = machineLabel(SALES_ORDER, status);
    expect(statusLabel(status)).toBe(word);
    expect(stepLabel(st, word)).toBe(word);
  }
  expect(statusLabel('new')).toBe('Received');
});

test('in Spanish too, My Account and the tracking page agree on every status', async () => {
  await i18n.changeLanguage('es');
  try {
    const words = STATUSES.map((status) => {
      const word = statusLabel(status);
      expect(stepLabel(st, machineLabel(SALES_ORDER, status))).toBe(word);
      return word;
    });
    expect(words).toEqual([
      'Recibido',
      'En curso',
      'Listo para recoger',
      'Enviado',
      'Completado',
      'Cancelado',
    ]);
  } finally {
    await i18n.changeLanguage('en');
  }
});
