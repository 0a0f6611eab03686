import { screen } from '@testing-library/react';
import { renderWithProviders, workOrderFixture } from 'shared/testing';
import { WorkOrderCommission } from './WorkOrderCommission';

// ADR 0017: the store's work order page says what commission the store takes on the vendor's work,
// or that no rule applied when it was sent.

describe('WorkOrderCommission', () => {
  it('shows the commission, its rate of the vendor’s amount and the rule that applied', () => {
    renderWithProviders(
      <WorkOrderCommission
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
    expect(screen.getByText('Your commission:')).toBeInTheDocument();
    expect(screen.getByText(/\$3\.75/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "12.5% of the vendor's $30.00 (rule “Ring repairs”), deducted from Fixit Workshop's invoice.",
      ),
    ).toBeInTheDocument();
  });

  it('says when no rule applied', () => {
    renderWithProviders(
      <WorkOrderCommission
        workOrder={workOrderFixture({ commission: null })}
      />,
    );
    expect(
      screen.getByText(
        'No commission: no commission rule for Fixit Workshop applied when this work order was sent.',
      ),
    ).toBeInTheDocument();
  });
});
