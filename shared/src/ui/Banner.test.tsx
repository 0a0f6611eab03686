import { act, render, screen } from '@testing-library/react';
import { i18n } from 'shared/i18n';
import { Banner } from 'shared/ui';

test.each([
  ['success', 'status', 'Success'],
  ['information', 'status', 'Information'],
  ['warning', 'alert', 'Warning'],
  ['failure', 'alert', 'Error'],
] as const)(
  'a %s banner is a %s that says its type in words',
  (type, role, label) => {
    render(<Banner type={type} title="Saved your changes." />);
    const banner = screen.getByRole(role);
    expect(banner).toHaveTextContent(`${label}: Saved your changes.`);
    expect(banner).toHaveClass(`ui-banner--${type}`);
  },
);

test('a failure carries its text plus a list of what went wrong', () => {
  render(
    <Banner
      type="failure"
      title="The order could not be saved."
      items={['Email is required.', 'Phone is too short.']}
    />,
  );
  const banner = screen.getByRole('alert');
  expect(banner).toHaveTextContent('Error: The order could not be saved.');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Email is required.',
    'Phone is too short.',
  ]);
});

test('a subtitle and an action sit inside the banner', () => {
  render(
    <Banner
      type="warning"
      title="Please add address to continue."
      subtitle="Settings › Address"
      action={<button type="button">Retry</button>}
    />,
  );
  const banner = screen.getByRole('alert');
  expect(banner).toHaveTextContent('Settings › Address');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('the banner says its type in the page’s language', async () => {
  await act(() => i18n.changeLanguage('es'));
  try {
    render(<Banner type="warning" title="Añada una dirección." />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Aviso: Añada una dirección.',
    );
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});
