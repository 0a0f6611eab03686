import { screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import type { ServiceOption } from 'shared/options';
import { renderWithProviders } from 'shared/testing';
import { FormikForm } from 'shared/ui/form';
import { initialValues } from '../answers';
import { optionOf } from '../testFixtures';
import { OptionField } from './OptionField';

// What the options' markup tells assistive technology and the bidi algorithm.

const renderOptions = (options: ServiceOption[]) =>
  renderWithProviders(
    <Formik initialValues={initialValues(options)} onSubmit={() => undefined}>
      <FormikForm label="Options">
        {options.map((o) => (
          <OptionField key={o.id} option={o} />
        ))}
      </FormikForm>
    </Formik>,
  );

const group = (name: string) => screen.getByRole('group', { name });

describe('OptionField markup', () => {
  it("marks a required option's size, value and date inputs required in the markup, an optional one's not", () => {
    renderOptions([
      optionOf(1, 'nba', 'Ring size', { is_required: true }),
      optionOf(2, 'warranty', 'Warranty', { is_required: true }),
      optionOf(3, 'nba', 'Chain length'),
    ]);
    for (const name of ['Current size', 'Desired size'])
      expect(within(group('Ring size')).getByLabelText(name)).toHaveAttribute(
        'aria-required',
        'true',
      );
    expect(
      within(group('Warranty')).getByLabelText('Purchase date'),
    ).toHaveAttribute('aria-required', 'true');
    expect(
      within(group('Chain length')).getByLabelText('Current size'),
    ).not.toHaveAttribute('aria-required');
  });

  it("keeps a choice's added price in its own left-to-right run, so a right-to-left page shows '+$5.00'", () => {
    renderOptions([
      optionOf(1, 'sst', 'Setting', {
        is_option_cost: true,
        values: [{ id: 9, name: 'Claw', image: null, cost: '5.00' }],
      }),
    ]);
    expect(screen.getByRole('radio', { name: 'Claw +$5.00' })).toBeVisible();
    const price = screen.getByText('+$5.00');
    expect(price.tagName).toBe('BDI');
    expect(price).toHaveAttribute('dir', 'ltr');
  });
});
