import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguage } from 'shared/i18n';
import { DateRange, type DateRangeProps } from './DateRange';

function Harness({
  wording,
  onRange,
}: Pick<DateRangeProps, 'wording'> & {
  onRange: (r: { date_from: string | null; date_to: string | null }) => void;
}) {
  const [range, setRange] = useState({ from: '', to: '2026-11-30' });
  return (
    <DateRange
      from={range.from}
      to={range.to}
      wording={wording}
      onChange={(r) => {
        onRange(r);
        setRange({ from: r.date_from ?? '', to: r.date_to ?? '' });
      }}
    />
  );
}

describe('DateRange', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('sends both bounds when one changes and keeps them in order', async () => {
    const user = userEvent.setup();
    const onRange = jest.fn();
    render(<Harness wording="created" onRange={onRange} />);
    const from = screen.getByLabelText('Created from');
    expect(from).toHaveAttribute('max', '2026-11-30');
    await user.type(from, '2026-11-01');
    expect(onRange).toHaveBeenLastCalledWith({
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
    expect(screen.getByLabelText('Created to')).toHaveAttribute(
      'min',
      '2026-11-01',
    );
  });

  it('speaks Spanish', () => {
    act(() => setLanguage('es'));
    render(<Harness onRange={() => undefined} />);
    expect(screen.getByLabelText('Desde')).toBeInTheDocument();
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-30');
  });
});
