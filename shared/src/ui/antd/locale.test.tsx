import { act, render, screen } from '@testing-library/react';
import { PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { AppProviders } from 'shared/providers';
import { testTenant } from 'shared/testing';
import { AntdTheme, Empty, Table } from 'shared/ui/antd';

// antd's own words (pagination, empty lists) follow the page's language.

const ROWS = Array.from({ length: 25 }, (_, i) => ({
  key: i,
  name: `Row ${i}`,
}));

function renderTables() {
  render(
    <AppProviders tenant={testTenant()}>
      <AntdTheme>
        <Table
          columns={[{ title: 'Name', dataIndex: 'name' }]}
          dataSource={ROWS}
          pagination={{ pageSize: 10 }}
        />
        <Empty />
      </AntdTheme>
    </AppProviders>,
  );
}

afterEach(() => act(() => setLanguage('en')));

test('in English antd says its own words in English', () => {
  renderTables();
  expect(screen.getByTitle('Next Page')).toBeInTheDocument();
  expect(screen.getByText('No data', { selector: 'div' })).toBeInTheDocument();
});

test('in Spanish antd says its own words in Spanish', () => {
  act(() => setLanguage('es'));
  renderTables();
  expect(screen.getByTitle('Página siguiente')).toBeInTheDocument();
  expect(
    screen.getByText('No hay datos', { selector: 'div' }),
  ).toBeInTheDocument();
});

test('in the pseudo-locale antd’s words are accented like the catalogues’', () => {
  act(() => setLanguage(PSEUDO_RTL));
  renderTables();
  expect(screen.getByTitle('\u202BÑéxt Págé\u202C')).toBeInTheDocument();
});
