import { screen } from '@testing-library/react';
import { renderWithProviders, workOrderFixture } from 'shared/testing';
import { CommissionSection } from './CommissionSection';

// ADR 0017: the vendor's work order page says what the store takes of the vendor's amount, which
// the vendor's invoice for the work order deducts.

describe('CommissionSection', () => {
  it('shows the store’s commission and its rate of the vendor’s amount', () => {
    renderWithProviders(
      <CommissionSection
        workOrder={workOrderFixture({
          commission: {
            rule_name: 'Ring repairs',
            rate: '12.5',
            base: '30.00',
            amount: '3.75',
          },
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Store commission' });
    expect(section).toHaveTextContent(
      'Acme Jewelers takes $3.75 on this work order: 12.5% of your $30.00.',
    );
    expect(section).toHaveTextContent(
      'Your invoice for this work order deducts it.',
    );
  });

  it('says when the store takes none', () => {
    renderWithProviders(
      <CommissionSection workOrder={workOrderFixture({ commission: null })} />,
    );
    expect(
      screen.getByText('Acme Jewelers takes no commission on this work order.'),
    ).toBeInTheDocument();
  });
});
