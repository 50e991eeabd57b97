import { describe, expect, it } from 'vitest';
import { fileTypeProblem, rejectionMessage } from './import-file';

describe('fileTypeProblem and rejectionMessage', () => {
  it('takes .csv and .xlsx files, whatever the case of the name', () => {
    expect(fileTypeProblem('stock.csv')).toBeNull();
    expect(fileTypeProblem('Stock March.XLSX')).toBeNull();
    expect(fileTypeProblem('stock.xls')).toMatch(/save an older \.xls file as \.xlsx/);
    expect(fileTypeProblem('stock.csv.pdf')).not.toBeNull();
  });

  it('takes only .xml files for a Tally import', () => {
    expect(fileTypeProblem('Master.XML', 'tally-stock-items')).toBeNull();
    expect(fileTypeProblem('stock.csv', 'tally-stock-items')).toBe(
      'Choose the .xml file TallyPrime exported',
    );
    expect(fileTypeProblem('Master.xml')).not.toBeNull();
    expect(rejectionMessage(['file-invalid-type'], 'tally-stock-items')).toBe(
      'Choose the .xml file TallyPrime exported',
    );
  });

  it('says why the drop zone turned a file away', () => {
    expect(rejectionMessage(['file-too-large'])).toBe(
      'The file is larger than 20 MB: split it into smaller files',
    );
    expect(rejectionMessage(['too-many-files', 'file-invalid-type'])).toBe('Drop one file at a time');
    expect(rejectionMessage(['file-invalid-type'])).toMatch(/^Choose a \.csv or \.xlsx file/);
  });
});
