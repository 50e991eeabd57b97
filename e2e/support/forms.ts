import { expect, type Locator } from '@playwright/test';

/** A form field by its label: a string is the whole label, a pattern matches part of it (e.g. "Name *"). */
export type FieldLabel = string | RegExp;

function field(form: Locator, label: FieldLabel): Locator {
  return typeof label === 'string' ? form.getByLabel(label, { exact: true }) : form.getByLabel(label);
}

/** Fills the fields of a form in order, as a user would type them. */
export async function fillFields(form: Locator, fields: ReadonlyArray<[FieldLabel, string]>): Promise<void> {
  for (const [label, value] of fields) await field(form, label).fill(value);
}

/** Expects the fields of a form to hold these values (a form opened for editing). */
export async function expectFieldValues(
  form: Locator,
  fields: ReadonlyArray<[FieldLabel, string]>,
): Promise<void> {
  for (const [label, value] of fields) await expect(field(form, label)).toHaveValue(value);
}
