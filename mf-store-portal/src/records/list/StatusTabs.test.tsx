import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared/i18n';
import { SALES_ORDER_STATUSES } from 'shared/contracts/repair';
import { SALES_ORDER } from 'shared/workflow';
import { spt } from '../../i18n/t';
import { StatusTabs } from './StatusTabs';

afterEach(() => act(() => setLanguage('en')));

function tabs(onChange = jest.fn()) {
  return (
    <StatusTabs
      label="Orders by status"
      machine={SALES_ORDER}
      statuses={SALES_ORDER_STATUSES}
      counts={{ all: 3, new: 2, ready: 1 }}
      value="new"
      onChange={onChange}
      statusLabel={(status) =>
        spt(`salesOrders.statuses.${status}`, {
          defaultValue: SALES_ORDER.labels[status],
        })
      }
    />
  );
}

describe('StatusTabs', () => {
  it('names each status with its count and says which one is chosen', async () => {
    const onChange = jest.fn();
    render(tabs(onChange));
    expect(
      screen.getByRole('button', { name: 'Received (2)' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('speaks Spanish: the All tab and every status', () => {
    act(() => setLanguage('es'));
    render(tabs());
    expect(
      screen.getByRole('button', { name: 'Todos (3)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Listo para recoger (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Received/ })).toBeNull();
  });
});
