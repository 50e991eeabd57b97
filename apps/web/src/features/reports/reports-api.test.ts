import { describe, expect, it } from 'vitest';
import { reportQuery } from './reports-api';

describe('reportQuery', () => {
  it('sends the parameters that are set and the page as limit and offset', () => {
    expect(reportQuery({ asOf: '2026-11-01', inventory: '', category: 'Pulses & Dal' }, 3)).toBe(
      'asOf=2026-11-01&category=Pulses+%26+Dal&limit=25&offset=50',
    );
  });

  it('leaves every parameter out when none is set, for the server’s defaults', () => {
    expect(reportQuery({ from: '', to: '' }, 1)).toBe('limit=25&offset=0');
  });
});
