import {
  hashPassword,
  needsRehash,
  setPasswordCostForTests,
  verifyPassword,
} from './passwords';

// This file does not load the test helpers, so it sees the cost production runs with.

describe('passwords', () => {
  it('hashes with a salt and verifies in constant time', async () => {
    const a = await hashPassword('Passw0rd!');
    const b = await hashPassword('Passw0rd!');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$5\$/);
    await expect(verifyPassword('Passw0rd!', a)).resolves.toBe(true);
    await expect(verifyPassword('passw0rd!', a)).resolves.toBe(false);
    await expect(verifyPassword('Passw0rd!', 'garbage')).resolves.toBe(false);
  });

  it('a hash made at the cheaper test cost is re-hashed at production cost on login', async () => {
    setPasswordCostForTests({ N: 1024, r: 8, p: 1 });
    const cheap = await hashPassword('Passw0rd!');
    setPasswordCostForTests({ N: 16384, r: 8, p: 5 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(needsRehash(cheap)).toBe(true);
    await expect(verifyPassword('Passw0rd!', cheap)).resolves.toBe(true);
  });
});
