import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phone';

describe('phoneDigits', () => {
  it('keeps at most 10 digits and drops everything else', () => {
    expect(phoneDigits('98765 43210')).toBe('9876543210');
    expect(phoneDigits('+91-98765-43210')).toBe('9198765432');
    expect(phoneDigits('abc')).toBe('');
  });
});
