import { pageTexts } from 'shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  SERVICE_BUILDER_MESSAGES,
  type BuilderService,
} from 'shared/contracts/serviceBuilder';
import { i18n, PSEUDO_RTL } from 'shared/i18n';
import {
  builderContext,
  openEditor,
  optionOf,
  ringResizing,
} from '../features/service-editor/testFixtures';
import './t';

// The service editor rendered in the right-to-left pseudo-locale, whose every catalogue message is
// accented and wrapped in direction marks: a word left outside the marks that is not the service's
// own data is a text the catalogue lacks.

const RLE = '\u202B';
const PDF = '\u202C';

/**
 * Texts drawn by shared widgets that no catalogue reaches yet; this list may only shrink. antd's
 * Select names its clear button 'Clear' itself (shared/ui/antd offers no icon to rename it with).
 */
const ALLOWED: readonly string[] = ['Clear'];

/** antd's own words (they follow antd's locale) and its icons' names. */
const ANTD_OWN = [/^Close$/];

const bt = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: 'serviceBuilder', ...options });

/** Every string of a value, longest first (the fixture's data the page shows as given). */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) stringsOf(v, out);
  return out.sort((a, b) => b.length - a.length);
}

/** The visible words, names, hints and titles that no catalogue message gave and no data explains. */
function untranslated(data: readonly string[]): string[] {
  const texts = pageTexts(document.body);
  const found = new Set<string>();
  for (const text of texts) {
    const shown = text.trim();
    if (ALLOWED.includes(shown) || ANTD_OWN.some((p) => p.test(shown)))
      continue;
    // a message interpolated into another nests its marks: take the innermost run out first
    const run = new RegExp(`${RLE}[^${RLE}${PDF}]*${PDF}`, 'g');
    let rest = text;
    for (let before = ''; before !== rest;) {
      before = rest;
      rest = rest.replace(run, ' ');
    }
    for (const value of data) rest = rest.split(value).join(' ');
    if (/[A-Za-z]{2,}/.test(rest)) found.add(shown);
  }
  return [...found].sort();
}

const rule = (id: number, n: number, to: string) => ({
  id,
  compare_option_field: 2,
  operator_type: 'is' as const,
  compare_to: to,
  logic_sequence_number: n,
});

/** A service with every part the editor draws: each kind's settings, logic, rules, pictures. */
function everything(): BuilderService {
  const base = ringResizing();
  return ringResizing({
    image: 'https://img.test/cover.png',
    images: [
      { id: 1, url: 'https://img.test/cover.png' },
      { id: 2, url: 'https://img.test/side.png' },
    ],
    options: [
      optionOf(1, 'st', 'Engraving text', 1, {
        allowed_url_parameter: 'Engrave1',
        parameters: [{ name: 'SKU1', active: true, value: 'A1' }],
        logics: [
          {
            id: 70,
            apply_to_option_id: 1,
            action: 'show',
            conditional_join: 'one',
            is_logic_enable: true,
            logic_rule: '1 OR 2',
            rules: [rule(71, 1, 'Gold'), rule(72, 2, 'Silver')],
          },
        ],
      }),
      ...base.options.filter((o) => o.id === 2),
      optionOf(3, 'nba', 'Ring size', 3, {
        advance_option_meta_data: {
          is_validation: false,
          validations_rules: [
            {
              tag: 'nba',
              validation_rule: 1,
              compare_field: 1,
              variable_field: '{current_size} + 2',
              condition: 3,
              validation_message: 'Too big',
            },
          ],
        },
      }),
      optionOf(4, 'ssi', 'Stone', 4, {
        values: [
          {
            id: 41,
            name: 'Ruby',
            image: 'https://img.test/ruby.png',
            cost: '',
          },
        ],
      }),
      optionOf(5, 'warranty', 'Cover plan', 5, {
        meta_data: {
          warranty_date_label: 'Bought on',
          is_external_database: false,
          fields: [{ type: 'number', label: 'Years' }],
        },
      }),
    ],
  });
}

const service = everything();
const DATA = stringsOf([service, builderContext]).filter((s) => s.length > 1);
const StandIn = () => null;

beforeEach(() => i18n.changeLanguage(PSEUDO_RTL));
afterEach(() => act(() => i18n.changeLanguage('en')));

/** Opens the editor on the service with every part. */
async function openAll() {
  const opened = openEditor({}, service, false, StandIn);
  await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
  return opened;
}
/** An option row's label button (its name starts with the label; its other buttons' do not). */
const optionButton = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^${label}`) });

describe('the service editor in the pseudo-locale', () => {
  it('shows only catalogue texts on the page: details, pictures, options and their kinds, preview', async () => {
    const { user } = await openAll();
    await user.click(screen.getByRole('button', { name: bt('preview.show') }));
    expect(screen.getByText(bt('preview.intro'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: bt('options.add') }));
    expect(
      screen.getByRole('group', { name: bt('options.kinds') }),
    ).toBeInTheDocument();
    expect(untranslated(DATA)).toEqual([]);
  });

  it.each(['Engraving text', 'Metal', 'Ring size', 'Stone', 'Cover plan'])(
    "shows only catalogue texts in %s's settings",
    async (label) => {
      const { user } = await openAll();
      await user.click(optionButton(label));
      await screen.findByRole('heading', {
        level: 2,
        name: bt('panel.settingsOf', { label }),
      });
      expect(untranslated(DATA)).toEqual([]);
    },
  );

  it('shows only catalogue texts in the logic panel, with rules and without', async () => {
    const { user } = await openAll();
    await user.click(optionButton('Engraving text'));
    await user.click(screen.getByRole('button', { name: bt('panel.logic') }));
    expect(
      screen.getByRole('list', { name: bt('logic.rules') }),
    ).toBeInTheDocument();
    expect(untranslated(DATA)).toEqual([]);

    await user.click(optionButton('Stone'));
    await user.click(screen.getByRole('button', { name: bt('panel.logic') }));
    expect(screen.getByText(bt('logic.empty'))).toBeInTheDocument();
    expect(untranslated(DATA)).toEqual([]);
  });

  it('asks in catalogue texts before deleting an option or a picture', async () => {
    const { user } = await openAll();
    await user.click(
      screen.getByRole('button', {
        name: bt('options.delete', { label: 'Stone' }),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(untranslated(DATA)).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: bt('editor.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      screen.getByRole('button', { name: bt('pictures.removeN', { n: 2 }) }),
    );
    await screen.findByRole('dialog');
    expect(untranslated(DATA)).toEqual([]);
  });
});

describe('the service editor’s alerts and dialogs in the pseudo-locale', () => {
  it('shows a refused save and the SKU import in catalogue texts', async () => {
    const opened = openEditor(
      {
        'PUT /stores/1/services/42': {
          status: 409,
          body: {
            code: 'STALE',
            message: SERVICE_BUILDER_MESSAGES.stale,
            errors: {},
          },
        },
      },
      ringResizing(),
    );
    const { user } = opened;
    await screen.findByRole('heading', { level: 1, name: 'Ring Resizing' });
    await user.type(
      screen.getByRole('textbox', { name: bt('newService.name') }),
      ' XL',
    );
    await user.click(screen.getByRole('button', { name: bt('editor.save') }));
    expect(
      await screen.findByRole('button', { name: bt('editor.reload') }),
    ).toBeInTheDocument();
    expect(untranslated([...DATA, 'Ring Resizing XL'])).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: bt('editor.importChoices') }),
    );
    await screen.findByRole('dialog');
    expect(untranslated([...DATA, 'Ring Resizing XL'])).toEqual([]);
  });

  it('shows the checks of an emptied name and price in catalogue texts', async () => {
    const { user } = openEditor({}, ringResizing());
    const name = await screen.findByRole('textbox', {
      name: bt('newService.name'),
    });
    await user.clear(name);
    const price = screen.getByRole('textbox', { name: bt('newService.price') });
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: bt('editor.save') }));
    await waitFor(() => expect(name).toBeInvalid());
    expect(price).toBeInvalid();
    expect(untranslated(DATA)).toEqual([]);
  });
});

describe('the service editor in Spanish', () => {
  it('reads the options, a choice, a rule and a check in Spanish', async () => {
    await i18n.changeLanguage('es');
    const { user } = await openAll();
    expect(
      screen.getByRole('button', { name: 'Añadir opción' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Galería')).toBeInTheDocument();
    await user.click(optionButton('Metal'));
    expect(
      screen.getByRole('textbox', {
        name: 'Nombre de la opción de respuesta 1',
      }),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Etiqueta' }));
    expect(
      await screen.findByText('Ponga una etiqueta a esta opción.'),
    ).toBeInTheDocument();
    await user.click(optionButton('Ring size'));
    expect(screen.getByText('Regla 1')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Activar «Validar respuestas»' }),
    ).toBeInTheDocument();
  });
});
