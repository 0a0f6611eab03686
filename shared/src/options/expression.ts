import { OPTION_MESSAGES, repeatedRuleMessage } from './messages';

/** A parsed logic expression: a rule number or an AND/OR group. */
export type LogicNode =
  { type: 'rule'; n: number } | { type: 'and' | 'or'; items: LogicNode[] };

/** The outcome of parsing a logic expression. */
export type ParsedLogic =
  | { ok: true; node: LogicNode; numbers: number[] }
  | { ok: false; error: string };

type Token = '(' | ')' | 'AND' | 'OR' | number;

/** Only rule numbers 1-9, AND, OR, parentheses and spaces. */
export const LOGIC_EXPRESSION_CHARACTERS = /^(?:[1-9() ]|AND|OR)*$/;

class ExpressionError extends Error {}

function tokenize(expr: string): Token[] {
  if (!LOGIC_EXPRESSION_CHARACTERS.test(expr)) {
    throw new ExpressionError(OPTION_MESSAGES.invalidLogicRule);
  }
  const tokens: Token[] = [];
  for (let i = 0; i < expr.length;) {
    const c = expr.charAt(i);
    if (c === ' ') i += 1;
    else if (c === '(' || c === ')') {
      tokens.push(c);
      i += 1;
    } else if (expr.startsWith('AND', i)) {
      tokens.push('AND');
      i += 3;
    } else if (expr.startsWith('OR', i)) {
      tokens.push('OR');
      i += 2;
    } else {
      tokens.push(Number(c));
      i += 1;
    }
  }
  return tokens;
}

function parseTokens(tokens: Token[]): LogicNode {
  let pos = 0;
  const fail = (): never => {
    throw new ExpressionError(OPTION_MESSAGES.invalidLogicRule);
  };
  const term = (): LogicNode => {
    const token = tokens[pos];
    pos += 1;
    if (typeof token === 'number') return { type: 'rule', n: token };
    if (token !== '(') return fail();
    const inner = group();
    if (tokens[pos] !== ')') fail();
    pos += 1;
    return inner;
  };
  const group = (): LogicNode => {
    const items = [term()];
    let op: 'AND' | 'OR' | undefined;
    while (tokens[pos] === 'AND' || tokens[pos] === 'OR') {
      const next = tokens[pos] as 'AND' | 'OR';
      if (op && op !== next) {
        throw new ExpressionError(OPTION_MESSAGES.parenthesesRequired);
      }
      op = next;
      pos += 1;
      items.push(term());
    }
    if (!op) return items[0] as LogicNode;
    return { type: op === 'AND' ? 'and' : 'or', items };
  };
  const node = group();
  if (pos !== tokens.length) fail();
  return node;
}

const numbersOf = (node: LogicNode): number[] =>
  node.type === 'rule' ? [node.n] : node.items.flatMap(numbersOf);

/** Parses an expression over rule numbers such as `(1 AND 2) OR 3`; AND and OR never mix unbracketed. */
export function parseLogicExpression(expr: string): ParsedLogic {
  try {
    const tokens = tokenize(expr);
    if (tokens.length === 0) {
      return { ok: false, error: OPTION_MESSAGES.invalidLogicRule };
    }
    const node = parseTokens(tokens);
    return { ok: true, node, numbers: numbersOf(node) };
  } catch (error) {
    if (error instanceof ExpressionError) {
      return { ok: false, error: error.message };
    }
    throw error;
  }
}

/** The add-logic field's message for an expression over `ruleCount` rules, or null when valid. */
export function validateLogicExpression(
  expr: string,
  ruleCount: number,
): string | null {
  const parsed = parseLogicExpression(expr);
  if (!parsed.ok) return parsed.error;
  const seen = new Set<number>();
  for (const n of parsed.numbers) {
    if (seen.has(n)) return repeatedRuleMessage(n);
    seen.add(n);
  }
  if (parsed.numbers.some((n) => n > ruleCount)) {
    return OPTION_MESSAGES.invalidLogicRule;
  }
  return null;
}

/** Evaluates a parsed expression, asking `isMet` about each rule number. */
export function evaluateLogicExpression(
  node: LogicNode,
  isMet: (n: number) => boolean,
): boolean {
  if (node.type === 'rule') return isMet(node.n);
  const results = node.items.map((item) =>
    evaluateLogicExpression(item, isMet),
  );
  return node.type === 'and' ? results.every(Boolean) : results.some(Boolean);
}
