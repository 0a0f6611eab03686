import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import type { PortalService } from '../api';
import { ServiceCard } from './ServiceCard';

// A customer on one of the store's price lists sees its price, the normal one struck through.

const WATCH: PortalService = {
  id: 6,
  name: 'Watch Band Adjustment',
  description: null,
  price: '15.00',
  image: null,
  category: null,
  item_tag: null,
  top_level_tag: null,
};

describe('a service card’s price', () => {
  it('shows the customer’s list price with the normal price struck through', () => {
    renderWithProviders(
      <ServiceCard service={{ ...WATCH, list_price: '12.00' }} />,
    );
    expect(screen.getByRole('deletion')).toHaveTextContent(
      'Normal price: $15.00',
    );
    expect(screen.getByRole('article')).toHaveTextContent(
      'Your price: $12.00 Normal price: $15.00',
    );
  });

  it('shows the price alone when the customer has no list price', () => {
    renderWithProviders(
      <ServiceCard service={{ ...WATCH, list_price: null }} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('$15.00');
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your price/)).not.toBeInTheDocument();
  });
});
