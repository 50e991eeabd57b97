import type { TEwayBill, TEwayBillVehicle } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  currentVehicles,
  emptyVehicleRow,
  hoursLeft,
  indiaTimeOf,
  isCancellable,
  isRunningOut,
  recordFormErrors,
  toRecordBody,
  toVehicleBody,
  vehicleFormErrors,
  type RecordFormValues,
  type VehicleFormValues,
} from './ewaybill-form';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-05-12T06:00:00Z');

const vehicle = (update: number, vehicleNumber: string): TEwayBillVehicle => ({
  id: `${update}-${vehicleNumber}`,
  update,
  mode: 'land',
  vehicleNumber,
  transportDocument: null,
  transportDocumentDate: null,
  quantity: null,
  fromPlace: 'Bhiwandi',
  fromStateCode: '27',
  reason: 'firstTime',
  remark: null,
  updatedAt: '2026-05-12T04:30:00.000Z',
  recordedBy: null,
});

const bill = (overrides: Partial<TEwayBill> = {}): TEwayBill => ({
  id: 'b1',
  status: 'active',
  number: '341003383265',
  generatedAt: new Date(NOW - 2 * HOUR).toISOString(),
  validUntil: new Date(NOW + 30 * HOUR).toISOString(),
  distanceKm: 1012,
  waiverReason: null,
  recordedAt: new Date(NOW - HOUR).toISOString(),
  recordedBy: null,
  cancelledAt: null,
  cancelReason: null,
  cancelRemark: null,
  vehicles: [],
  ...overrides,
});

describe('times typed on the forms', () => {
  it('are India’s, whatever the browser’s zone', () => {
    expect(indiaTimeOf('2026-05-12T10:00')).toBe('2026-05-12T10:00:00+05:30');
    expect(indiaTimeOf('2026-05-12T10:00:30')).toBe('2026-05-12T10:00:30+05:30');
    expect(indiaTimeOf('  ')).toBeUndefined();
    expect(indiaTimeOf('tomorrow')).toBe('tomorrow');
  });
});

describe('a live bill', () => {
  it('runs out within the 8 hours the portal extends a bill in', () => {
    expect(isRunningOut(new Date(NOW + 9 * HOUR).toISOString(), NOW)).toBe(false);
    expect(isRunningOut(new Date(NOW + 7 * HOUR).toISOString(), NOW)).toBe(true);
    expect(isRunningOut(null, NOW)).toBe(false);
    expect(hoursLeft(new Date(NOW + 7.5 * HOUR).toISOString(), NOW)).toBe(7);
    expect(hoursLeft(new Date(NOW - HOUR).toISOString(), NOW)).toBe(0);
  });

  it('is cancelled at the portal only within 24 hours of its generation', () => {
    expect(isCancellable(bill(), NOW)).toBe(true);
    expect(isCancellable(bill({ generatedAt: new Date(NOW - 25 * HOUR).toISOString() }), NOW)).toBe(false);
  });

  it('is carried by the vehicles of its latest change', () => {
    const now = [vehicle(2, 'KA01AB1234'), vehicle(2, 'KA01AB5678')];
    expect(currentVehicles(bill({ vehicles: [...now, vehicle(1, 'MH12AB1234')] }))).toEqual(now);
    expect(currentVehicles(bill())).toEqual([]);
  });
});

const RECORD: RecordFormValues = {
  way: 'answer',
  answer: '',
  number: '',
  generatedAt: '',
  validUntil: '',
  distanceKm: 1012,
};

describe('recording a bill', () => {
  it('sends the portal’s answer as pasted, with the distance', () => {
    expect(toRecordBody({ ...RECORD, answer: '{"ewayBillNo":1}' })).toEqual({
      answer: '{"ewayBillNo":1}',
      distanceKm: 1012,
    });
    expect(recordFormErrors({ ...RECORD, answer: ' ' })).toEqual({ answer: "Paste the portal's answer" });
  });

  it('sends a typed number without spaces, and its times as India’s', () => {
    const typed = {
      ...RECORD,
      way: 'typed' as const,
      number: '3410 0338 3265',
      generatedAt: '2026-05-12T10:00',
      validUntil: '',
    };
    expect(toRecordBody(typed)).toEqual({
      number: '341003383265',
      generatedAt: '2026-05-12T10:00:00+05:30',
      validUntil: null,
      distanceKm: 1012,
    });
    expect(recordFormErrors(typed)).toEqual({});
    expect(Object.keys(recordFormErrors({ ...typed, number: '12345', distanceKm: '' })).sort()).toEqual([
      'distanceKm',
      'number',
    ]);
    expect(recordFormErrors({ ...typed, number: '', generatedAt: '' })).toMatchObject({
      number: "Type the bill's 12-digit number",
      generatedAt: 'Give the time the portal generated the bill',
    });
  });
});

const row = (fields: Partial<ReturnType<typeof emptyVehicleRow>>) => ({ ...emptyVehicleRow(), ...fields });

const CHANGE: VehicleFormValues = {
  mode: 'land',
  fromPlace: 'Kolhapur',
  fromStateCode: '27',
  reason: 'breakdown',
  remark: '',
  vehicles: [row({ vehicleNumber: 'KA 01 AB 1234' })],
  validUntil: '',
};

describe('a change of vehicle', () => {
  it('names one vehicle by its number by road, without units', () => {
    expect(toVehicleBody(CHANGE)).toEqual({
      mode: 'land',
      fromPlace: 'Kolhapur',
      fromStateCode: '27',
      reason: 'breakdown',
      vehicles: [{ vehicleNumber: 'KA 01 AB 1234' }],
    });
    expect(vehicleFormErrors(CHANGE, 20)).toEqual({});
  });

  it('names a vehicle by air or ship by its transport document and date', () => {
    const byAir = { ...CHANGE, mode: 'air' as const, vehicles: [row({ transportDocument: 'AWB-77' })] };
    expect(toVehicleBody(byAir).vehicles).toEqual([{ transportDocument: 'AWB-77' }]);
    expect(vehicleFormErrors(byAir, 20)).toEqual({
      'vehicles.0.transportDocumentDate': "Give the transport document's date",
    });
  });

  it('shares the goods between several vehicles, each with its units adding up to all of them', () => {
    const split = {
      ...CHANGE,
      validUntil: '2026-05-14T23:59',
      vehicles: [
        row({ vehicleNumber: 'KA01AB1234', quantity: 12 }),
        row({ vehicleNumber: 'KA01AB5678', quantity: 8 }),
      ],
    };
    expect(toVehicleBody(split)).toMatchObject({
      vehicles: [
        { vehicleNumber: 'KA01AB1234', quantity: 12 },
        { vehicleNumber: 'KA01AB5678', quantity: 8 },
      ],
      validUntil: '2026-05-14T23:59:00+05:30',
    });
    expect(vehicleFormErrors(split, 20)).toEqual({});
    expect(Object.keys(vehicleFormErrors(split, 21))).toEqual(['vehicles']);
    const unsaid = { ...split, vehicles: [split.vehicles[0]!, row({ vehicleNumber: 'KA01AB5678' })] };
    expect(vehicleFormErrors(unsaid, 20)).toMatchObject({
      'vehicles.1.quantity': 'Give the units this vehicle carries',
    });
  });

  it('asks for the place, state and reason', () => {
    const errors = vehicleFormErrors({ ...CHANGE, fromPlace: ' ', fromStateCode: null, reason: null }, 20);
    expect(Object.keys(errors).sort()).toEqual(['fromPlace', 'fromStateCode', 'reason']);
    expect(errors.reason).toBe('Choose why the vehicle changed');
  });
});
