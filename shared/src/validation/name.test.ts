import {
  isPersonName,
  MESSAGES,
  NAME_PATTERN,
  nameSchema,
  OPTIONAL_NAME_PATTERN,
} from 'shared/validation';

// The one person-name rule: letters of every script and spaces, 2 to 30 characters as read.

const accepted = [
  'Jane Doe',
  'Zoë Ñúñez',
  'Zoe\u0308 N\u0303u\u0301n\u0303ez', // the same name with its accents as combining marks
  'Иван Петров',
  '李雷',
  'محمد علي',
  'דוד כהן',
  'Ελένη',
  'Nguyễn Thị Minh Khai',
  'अनीता',
  '𠮷野', // a CJK letter outside the 16-bit range (a UTF-16 pair)
  'a'.repeat(30),
  '李'.repeat(30),
  'e\u0301'.repeat(30), // 30 accented letters, 60 code points
];
const refused = [
  'R2D2',
  'Jane1',
  '١٢٣', // Arabic-Indic digits are digits, not letters
  'Zoë 😀',
  '👍👍',
  '<script>',
  "O'Brien",
  'Anne-Marie',
  'Jane.',
  'Jane\tDoe',
  'Jane\u0000',
  'Ja\u200bne', // zero-width space
  'J',
  '李',
  '\u0301\u0301', // marks without a letter
  '  ',
  'a'.repeat(31),
  '李'.repeat(31),
  '',
];

test.each(accepted)('accepts %j', (name) => {
  expect(isPersonName(name)).toBe(true);
});

test.each(refused)('refuses %j', (name) => {
  expect(isPersonName(name)).toBe(false);
});

test('the form shows the spec message and accepts names in any script', async () => {
  const schema = nameSchema().required(MESSAGES.required);
  await expect(schema.validate('Zoë Ñúñez')).resolves.toBe('Zoë Ñúñez');
  await expect(schema.validate('李雷')).resolves.toBe('李雷');
  await expect(schema.validate('R2D2')).rejects.toThrow(MESSAGES.name);
  await expect(schema.validate('Zoë 😀')).rejects.toThrow(MESSAGES.name);
});

test('the optional pattern (for JSON schemas) also takes the empty string', () => {
  const optional = new RegExp(OPTIONAL_NAME_PATTERN, 'u');
  expect(optional.test('')).toBe(true);
  expect(optional.test('Иван')).toBe(true);
  expect(optional.test('R2D2')).toBe(false);
  expect(new RegExp(NAME_PATTERN, 'u').test('')).toBe(false);
});
