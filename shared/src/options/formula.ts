// Arithmetic over numbers, + - * /, parentheses and `{field}` placeholders (validation formulas).

type Token = number | string;

const TOKEN = /\s*(\d+(?:\.\d+)?|\.\d+|\{[a-z_]+\}|[-+*/()])/gy;

function tokenize(formula: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let rest = formula.trimEnd();
  let match: RegExpExecArray | null;
  let end = 0;
  while ((match = TOKEN.exec(rest)) !== null) {
    const token = match[1] as string;
    tokens.push(/^[\d.]/.test(token) ? Number(token) : token);
    end = TOKEN.lastIndex;
  }
  rest = rest.slice(end);
  return rest === '' ? tokens : null;
}

/** The `{field}` placeholders a formula uses, in order. */
export const formulaPlaceholders = (formula: string): string[] =>
  [...formula.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] as string);

/** Whether a formula parses, whatever its placeholder values. */
export const isValidFormula = (formula: string): boolean => {
  const vars = Object.fromEntries(
    formulaPlaceholders(formula).map((name) => [name, 1]),
  );
  return !Number.isNaN(evaluateFormula(formula, vars));
};

/** The formula's value with `vars` for its placeholders; NaN when it cannot be computed. */
export function evaluateFormula(
  formula: string,
  vars: Record<string, number>,
): number {
  const tokens = tokenize(formula);
  if (!tokens || tokens.length === 0) return NaN;
  let pos = 0;
  const primary = (): number => {
    const token = tokens[pos];
    pos += 1;
    if (typeof token === 'number') return token;
    if (token === '-') return -primary();
    if (token === '+') return primary();
    if (token === '(') {
      const value = sum();
      if (tokens[pos] !== ')') return NaN;
      pos += 1;
      return value;
    }
    if (token?.startsWith('{')) {
      const value = vars[token.slice(1, -1)];
      return value === undefined ? NaN : value;
    }
    return NaN;
  };
  const product = (): number => {
    let value = primary();
    while (tokens[pos] === '*' || tokens[pos] === '/') {
      const op = tokens[pos];
      pos += 1;
      const right = primary();
      value = op === '*' ? value * right : value / right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (tokens[pos] === '+' || tokens[pos] === '-') {
      const op = tokens[pos];
      pos += 1;
      const right = product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  };
  const result = sum();
  return pos === tokens.length && Number.isFinite(result) ? result : NaN;
}
