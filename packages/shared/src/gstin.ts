// GST identification numbers (GSTIN) and the states and union territories GST numbers them by:
// the rules a customer's or a registration's GSTIN is checked against (docs/domain.md#gstin).

import { GST_STATES, type GstStateCode } from './gst-states.js';

export { GST_STATES, type GstStateCode };

/** The characters of a GSTIN, in the order whose positions its check character is computed from. */
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A PAN: five letters, four digits, a letter (the fourth letter says what kind of holder). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters, as GSTN computes it: each character's
 * position in 0-9A-Z, multiplied by 1 and 2 in turn from the left, its two base-36 digits added,
 * and the character that brings the sum to a multiple of 36. Null when a character is not 0-9A-Z.
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (first14.length !== 14) return null;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14[i]!);
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Why a text is not a GSTIN: the first rule it breaks, in the order a person would fix them. */
export type GstinProblem = 'length' | 'characters' | 'stateCode' | 'checkCharacter';

export type GstinReading =
  | {
      ok: true;
      /** The GSTIN in capitals, as it is stored and printed. */
      gstin: string;
      stateCode: GstStateCode;
      state: (typeof GST_STATES)[GstStateCode];
      /** The holder's PAN (characters 3 to 12), or null for a GSTIN not built on one (a TDS deductor's, on its TAN). */
      pan: string | null;
    }
  | { ok: false; problem: GstinProblem };

/**
 * Reads a GSTIN: 15 characters of 0-9 and A-Z (spaces around it and lower case are forgiven), a
 * known state code first and the right check character last; its state and PAN come from it.
 */
export function readGstin(text: string): GstinReading {
  const gstin = text.trim().toUpperCase();
  if (gstin.length !== 15) return { ok: false, problem: 'length' };
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return { ok: false, problem: 'characters' };
  const stateCode = gstin.slice(0, 2);
  if (!Object.hasOwn(GST_STATES, stateCode)) return { ok: false, problem: 'stateCode' };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { ok: false, problem: 'checkCharacter' };
  const pan = gstin.slice(2, 12);
  const code = stateCode as GstStateCode;
  return {
    ok: true,
    gstin,
    stateCode: code,
    state: GST_STATES[code],
    pan: PAN_PATTERN.test(pan) ? pan : null,
  };
}

/** A state's name as compared: lower case, "&" as "and", letters only ("Jammu & Kashmir" = "jammuandkashmir"). */
const stateKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const STATE_CODE_BY_KEY = new Map<string, GstStateCode>(
  (Object.entries(GST_STATES) as [GstStateCode, string][]).map(([code, name]) => [stateKey(name), code]),
);

/**
 * A GST state from how a file writes it: its code ("27", "7"), its code and name ("27-Maharashtra",
 * as Tally and the GST portal print it), or its name in any case ("MAHARASHTRA", "Jammu & Kashmir").
 * Null when it names none.
 */
export function readGstState(text: string): GstStateCode | null {
  const trimmed = text.trim();
  const code = /^(\d{1,2})(?:\s*[-–:]\s*\D.*)?$/.exec(trimmed)?.[1]?.padStart(2, '0');
  if (code) return Object.hasOwn(GST_STATES, code) ? (code as GstStateCode) : null;
  return STATE_CODE_BY_KEY.get(stateKey(trimmed)) ?? null;
}
