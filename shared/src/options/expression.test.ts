import {
  evaluateLogicExpression,
  parseLogicExpression,
  validateLogicExpression,
} from './expression';
import { OPTION_MESSAGES } from './messages';

const evaluate = (expr: string, met: number[]) => {
  const parsed = parseLogicExpression(expr);
  if (!parsed.ok) throw new Error(parsed.error);
  return evaluateLogicExpression(parsed.node, (n) => met.includes(n));
};

describe('logic expression field', () => {
  it('accepts expressions over existing rules, with parentheses between AND and OR', () => {
    expect(validateLogicExpression('1 AND 2', 2)).toBeNull();
    expect(validateLogicExpression('(1 AND 2) OR 3', 3)).toBeNull();
    expect(validateLogicExpression('1 OR (2 AND (3 OR 4))', 4)).toBeNull();
    expect(validateLogicExpression('1 OR 2 OR 3', 3)).toBeNull();
    expect(validateLogicExpression('(1)AND(2)', 2)).toBeNull();
  });

  it('asks for parentheses around successive AND and OR', () => {
    expect(validateLogicExpression('1 AND 2 OR 3', 3)).toBe(
      'You must use parentheses around successive AND and OR expressions.',
    );
    expect(validateLogicExpression('(1 OR 2 AND 3)', 3)).toBe(
      OPTION_MESSAGES.parenthesesRequired,
    );
  });

  it('rejects a rule number used twice, naming it', () => {
    expect(validateLogicExpression('1 AND 2 AND 1', 2)).toBe(
      "Can't use same value again 1 again",
    );
    expect(validateLogicExpression('(2 OR 1) AND 2', 2)).toBe(
      "Can't use same value again 2 again",
    );
  });

  it('rejects numbers without a rule, other characters and broken syntax', () => {
    const invalid = 'Please enter valid logic rule in add logic field.';
    expect(validateLogicExpression('1 AND 3', 2)).toBe(invalid);
    expect(validateLogicExpression('', 2)).toBe(invalid);
    expect(validateLogicExpression('   ', 2)).toBe(invalid);
    expect(validateLogicExpression('1 and 2', 2)).toBe(invalid);
    expect(validateLogicExpression('1 && 2', 2)).toBe(invalid);
    expect(validateLogicExpression('0 OR 1', 2)).toBe(invalid);
    expect(validateLogicExpression('12', 9)).toBe(invalid);
    expect(validateLogicExpression('(1 AND 2', 2)).toBe(invalid);
    expect(validateLogicExpression('1 AND 2)', 2)).toBe(invalid);
    expect(validateLogicExpression('1 AND', 2)).toBe(invalid);
    expect(validateLogicExpression('OR 1', 2)).toBe(invalid);
    expect(validateLogicExpression('()', 2)).toBe(invalid);
  });

  it('groups by parentheses: (1 AND 2) OR 3 differs from 1 AND (2 OR 3)', () => {
    expect(evaluate('(1 AND 2) OR 3', [3])).toBe(true);
    expect(evaluate('1 AND (2 OR 3)', [3])).toBe(false);
    expect(evaluate('(1 AND 2) OR 3', [1, 2])).toBe(true);
    expect(evaluate('(1 AND 2) OR 3', [1])).toBe(false);
    expect(evaluate('1 AND (2 OR 3)', [1, 3])).toBe(true);
    expect(evaluate('1 OR 2 OR 3', [])).toBe(false);
    expect(evaluate('1', [1])).toBe(true);
  });
});
