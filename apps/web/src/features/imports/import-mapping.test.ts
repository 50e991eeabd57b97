import { IMPORT_COLUMNS } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  choiceProblems,
  choicesFromMapping,
  isCheckedMapping,
  mappingBody,
  unreadHeaders,
  type ColumnChoices,
} from './import-mapping';

const headers = ['Item Name', 'SKU', 'MRP', 'Godown'];
const guessed = { productName: 'Item Name', sku: 'SKU', price: 'MRP' };

describe('choicesFromMapping', () => {
  it('names every column of the kind: the header the server read it from, or null', () => {
    const choices = choicesFromMapping('products', guessed, headers);
    expect(Object.keys(choices)).toEqual(IMPORT_COLUMNS.products.map((column) => column.key));
    expect(choices).toMatchObject({ productName: 'Item Name', sku: 'SKU', price: 'MRP', quantity: null });
  });

  it('leaves out a header the file does not have', () => {
    expect(choicesFromMapping('products', { sku: 'Code' }, headers).sku).toBeNull();
  });
});

describe('choiceProblems', () => {
  it('asks for each required column no header fills', () => {
    const choices = choicesFromMapping('opening-stock', { sku: 'SKU' }, headers);
    expect(choiceProblems('opening-stock', choices)).toEqual({
      inventory: 'Choose the column of the file that holds Inventory',
      quantity: 'Choose the column of the file that holds Quantity',
    });
  });

  it('refuses a header chosen twice, on the second column', () => {
    const choices: ColumnChoices = {
      ...choicesFromMapping('products', guessed, headers),
      description: 'Item Name',
    };
    expect(choiceProblems('products', choices)).toEqual({
      description: '“Item Name” is already read as Product name',
    });
  });

  it('has nothing to say about good choices', () => {
    expect(choiceProblems('products', choicesFromMapping('products', guessed, headers))).toEqual({});
  });
});

describe('mappingBody and isCheckedMapping', () => {
  it('sends every column, null where no header fills it', () => {
    const body = mappingBody('inventories', { name: 'Godown', latitude: 'Lat' });
    expect(body).toEqual({
      name: 'Godown',
      location: null,
      description: null,
      totalCapacity: null,
      totalVolume: null,
      latitude: 'Lat',
      longitude: null,
    });
  });

  it('knows when the choices are what the server last checked', () => {
    const choices = choicesFromMapping('products', guessed, headers);
    expect(isCheckedMapping('products', choices, guessed)).toBe(true);
    expect(isCheckedMapping('products', { ...choices, price: null }, guessed)).toBe(false);
    expect(isCheckedMapping('products', { ...choices, productCategory: 'Godown' }, guessed)).toBe(false);
  });
});

describe('unreadHeaders', () => {
  it("lists the file's headers no column reads, in the file's order", () => {
    expect(unreadHeaders(headers, choicesFromMapping('products', guessed, headers))).toEqual(['Godown']);
    expect(unreadHeaders(headers, { a: 'Godown', b: 'MRP', c: 'SKU', d: 'Item Name' })).toEqual([]);
  });
});
