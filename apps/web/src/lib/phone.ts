import { PHONE_LENGTH } from '@godown/shared';

/** Keeps only digits, at most 10 of them (a phone is 10 digits, digits only), as the user types. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}
