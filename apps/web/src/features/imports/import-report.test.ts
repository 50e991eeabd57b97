import type { TImportReport } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { passwordsText, resultSummary, rowsText, rowsToImport, unlistedProblems } from './import-report';

const counts = { create: 3, update: 1, unchanged: 2, skip: 1 };

describe('rowsToImport', () => {
  it('asks for every row, or only the good ones when bad rows are skipped', () => {
    expect(rowsToImport({ rowCount: 7, counts }, false)).toBe(7);
    expect(rowsToImport({ rowCount: 7, counts }, true)).toBe(6);
  });
});

describe('rowsText and resultSummary', () => {
  it('counts rows with Indian digit grouping', () => {
    expect(rowsText(1)).toBe('1 row');
    expect(rowsText(123456)).toBe('1,23,456 rows');
  });

  it('says what a written import did, and what it left out', () => {
    expect(resultSummary({ counts })).toBe(
      '6 rows imported (3 new, 1 updated, 2 unchanged); 1 row with problems skipped.',
    );
    expect(resultSummary({ counts: { create: 1, update: 0, unchanged: 0, skip: 0 } })).toBe(
      '1 row imported (1 new, 0 updated, 0 unchanged).',
    );
  });
});

describe('unlistedProblems', () => {
  it('counts the problems past the listed ones', () => {
    const problems = Array.from({ length: 1000 }, (_, i) => ({ row: i + 2, column: null, message: 'x' }));
    expect(unlistedProblems({ problemCount: 1500, problems })).toBe(500);
    expect(unlistedProblems({ problemCount: 2, problems: problems.slice(0, 2) })).toBe(0);
  });
});

describe('passwordsText', () => {
  it('puts a user a line, tab-separated, leaving out users with no sign-in', () => {
    const users: TImportReport['users'] = [
      { row: 2, name: 'Asha Rao', email: 'asha@example.com', phone: null, oneTimePassword: 'k7PqX3mW9a' },
      { row: 3, name: 'Ravi Kumar', email: null, phone: '9876543210', oneTimePassword: 'Tn4dH8yR2e' },
      { row: 4, name: 'Meena', email: 'meena@example.com', phone: null, oneTimePassword: null },
    ];
    expect(passwordsText(users)).toBe(
      [
        'Name\tSigns in with\tOne-time password',
        'Asha Rao\tasha@example.com\tk7PqX3mW9a',
        'Ravi Kumar\t9876543210\tTn4dH8yR2e',
      ].join('\n'),
    );
  });
});
