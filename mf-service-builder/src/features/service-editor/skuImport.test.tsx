import { act, screen, within } from '@testing-library/react';
import { SKU_MESSAGES } from 'shared/contracts/serviceBuilderParts';
import { i18n } from 'shared/i18n';
import {
  openEditor,
  optionLabels,
  optionOf,
  ringResizing,
} from './testFixtures';

// The SKU import dialog: the template, a file's choices into the service (saved by the api), a
// refused file's row-level report, and no import over unsaved changes.

const IMPORT = 'POST /service/42/import-sku';
const csv = () =>
  new File(['option,value\r\nChain type,Box\r\n'], 'chains.csv', {
    type: 'text/csv',
  });

describe('the SKU import', () => {
  it('reads in Spanish, the row limit in Spanish numbers', async () => {
    await i18n.changeLanguage('es');
    try {
      const { user } = openEditor({});
      await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
      await user.click(
        screen.getByRole('button', { name: 'Importar opciones' }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Importar opciones (SKU)',
      });
      expect(dialog).toHaveTextContent(/Como máximo 10\.000 filas/);
      expect(
        within(dialog).getByLabelText('Archivo (CSV o XLSX, hasta 3 MB)'),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByRole('button', { name: 'Importar' }),
      ).toBeInTheDocument();
    } finally {
      // the editor is still mounted: it redraws in English
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('imports a file: the editor shows the saved service the api answers', async () => {
    const imported = ringResizing({
      version: 4,
      options: [
        ...ringResizing().options,
        optionOf(9, 'md', 'Chain type', 4, {
          values: [{ id: 90, name: 'Box', image: null, cost: '0.00' }],
        }),
      ],
    });
    const { api, user } = openEditor({ [IMPORT]: { body: imported } });
    await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: 'Import choices' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('File (CSV or XLSX, up to 3 MB)'),
      csv(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Service saved')).toBeInTheDocument();
    expect(optionLabels()).toEqual([
      'Engraving text',
      'Metal',
      'Ring size',
      'Chain type',
    ]);
    const sent = api.callsTo(IMPORT)[0]!;
    expect(sent.body).toEqual({
      file_name: 'chains.csv',
      content: btoa('option,value\r\nChain type,Box\r\n'),
      version: 3,
    });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('a refused file lists every bad cell, and the service stays as it was', async () => {
    const { user } = openEditor({
      [IMPORT]: {
        status: 400,
        body: {
          code: 'IMPORT_INVALID',
          message: SKU_MESSAGES.refused,
          errors: { file: SKU_MESSAGES.refused },
          row_errors: [{ row: 3, column: 'cost', message: SKU_MESSAGES.cost }],
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: 'Import choices' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('File (CSV or XLSX, up to 3 MB)'),
      csv(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(SKU_MESSAGES.refused),
    ).toBeInTheDocument();
    const report = await within(dialog).findByRole('table');
    expect(report).toHaveTextContent('3');
    expect(report).toHaveTextContent(SKU_MESSAGES.cost);
    expect(optionLabels()).toEqual(['Engraving text', 'Metal', 'Ring size']);
  });

  it('asks for unsaved changes to be saved first', async () => {
    const { user } = openEditor();
    await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.click(screen.getByRole('button', { name: 'Number' }));
    await user.click(screen.getByRole('button', { name: 'Import choices' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Save or discard your changes first: the import saves the service.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Import' }),
    ).toBeDisabled();
  });
});
