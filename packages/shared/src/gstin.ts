// GST identification numbers (GSTIN) and the states and union territories GST numbers them by:
// the rules a customer's or a registration's GSTIN is checked against (docs/domain.md#gstin).

/**
 * The GST state codes: the first two digits of every GSTIN and the place of supply's code on an
 * invoice. 25 (Daman and Diu) was merged into 26 in 2020 and 28 (Andhra Pradesh before its
 * division) is no longer issued; GSTINs issued under them stay valid, so both stay here.
 */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
} as const;

export type GstStateCode = keyof typeof GST_STATES;

/** The characters of a GSTIN, in the order whose positions its check character is computed from. */
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A PAN: five letters, four digits, a letter (the fourth letter says what kind of holder). */
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

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
