import { describe, expect, it } from 'vitest';
import { truncateEmail } from './format';

describe('truncateEmail', () => {
  it('keeps an e-mail of up to 20 characters as it is', () => {
    expect(truncateEmail('a@b.io')).toBe('a@b.io');
    expect(truncateEmail('twenty.chars@acme.io')).toBe('twenty.chars@acme.io');
  });

  it('cuts a longer one to 20 characters followed by dots', () => {
    expect(truncateEmail('twenty-one.c@acme.io1')).toBe('twenty-one.c@acme.io...');
    expect(truncateEmail('someone.with.a.long.name@example.com')).toBe('someone.with.a.long....');
  });
});
