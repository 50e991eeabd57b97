import {
  ALERT_MESSAGES,
  ALERT_TYPES,
  englishOfRule,
  zAlertTriggerSchema,
  zAlertUpdateSchema,
  type TAlert,
} from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  alertFormErrors,
  alertTypeOptions,
  alertValuesOf,
  instantOf,
  newAlertValues,
  pickerValueOf,
  toTriggerBody,
  toUpdateBody,
  type AlertFormValues,
} from './alert-form';

const ID = '5a2b3c4d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

/** A person's alert about a product, as the API returns it. */
function makeAlert(overrides: Partial<TAlert> = {}): TAlert {
  return {
    _id: ID,
    id: ID,
    type: 'inventoryMismatch',
    messageKey: null,
    messageParams: null,
    message: 'Count differs in aisle 4',
    description: 'Found 12, system says 14',
    affectedItem: 'Basmati Rice (RICE-25)',
    targetId: 'RICE-25',
    priority: 'high',
    resolved: false,
    isSystem: false,
    triggeredBy: { _id: 'u1', id: 'u1', name: 'Asha' },
    timestamp: '2026-02-01T10:30:00.000Z',
    resolvedAt: null,
    createdAt: '2026-02-01T10:31:00.000Z',
    updatedAt: '2026-02-01T10:31:00.000Z',
    ...overrides,
  };
}

const filled = (overrides: Partial<AlertFormValues> = {}): AlertFormValues => ({
  ...newAlertValues(new Date('2026-02-01T10:30:00.000Z')),
  type: 'routeDeviation',
  message: '  Truck left the highway  ',
  targetId: ' PKG-1024 ',
  ...overrides,
});

describe('the picker value', () => {
  it('round-trips a stored instant through the local date and time', () => {
    const value = pickerValueOf('2026-02-01T10:30:15.000Z');
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(instantOf(value)).toBe('2026-02-01T10:30:15.000Z');
  });

  it('is not an instant when it is not a date', () => {
    expect(instantOf('yesterday-ish')).toBeNull();
  });
});

describe('a new alert', () => {
  it('starts with no type, the default priority, now, and active', () => {
    const now = new Date('2026-02-01T10:30:00.000Z');
    expect(newAlertValues(now)).toEqual({
      type: null,
      message: '',
      description: '',
      targetId: '',
      priority: 'medium',
      triggeredOn: pickerValueOf(now),
      resolved: false,
    });
  });

  it('needs a type, a target ID and a message, in the shared messages', () => {
    const errors = alertFormErrors(newAlertValues());
    expect(errors).toMatchObject({
      type: englishOfRule(ALERT_MESSAGES.typeRequired),
      targetId: englishOfRule(ALERT_MESSAGES.targetIdRequired),
      message: englishOfRule(ALERT_MESSAGES.messageRequired),
    });
    expect(alertFormErrors(filled({ message: '   ' })).message).toBe(
      englishOfRule(ALERT_MESSAGES.messageRequired),
    );
  });

  it('refuses a triggered-on time in the future, as the server would', () => {
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    expect(alertFormErrors(filled({ triggeredOn: pickerValueOf(nextYear) })).triggeredOn).toBe(
      englishOfRule(ALERT_MESSAGES.triggeredOnFuture),
    );
  });

  it('sends the trimmed fields with the triggered-on instant, and leaves out an empty description', () => {
    const values = filled();
    expect(alertFormErrors(values)).toEqual({});
    const body = toTriggerBody(values);
    expect(body).toEqual({
      type: 'routeDeviation',
      message: 'Truck left the highway',
      targetId: 'PKG-1024',
      priority: 'medium',
      triggeredOn: '2026-02-01T10:30:00.000Z',
      resolved: false,
    });
    expect(zAlertTriggerSchema.safeParse(body).success).toBe(true);
    expect(toTriggerBody(filled({ description: ' Seen on GPS ' })).description).toBe('Seen on GPS');
  });

  it('leaves the time out when it is still the moment the form opened, so the server stamps it', () => {
    const values = filled();
    expect(toTriggerBody(values, values.triggeredOn)).not.toHaveProperty('triggeredOn');
    const earlier = pickerValueOf('2026-01-31T08:00:00.000Z');
    expect(toTriggerBody({ ...values, triggeredOn: earlier }, values.triggeredOn).triggeredOn).toBe(
      '2026-01-31T08:00:00.000Z',
    );
  });
});

describe('editing an alert', () => {
  it('opens with the stored values', () => {
    expect(alertValuesOf(makeAlert({ description: null, targetId: null }))).toEqual({
      type: 'inventoryMismatch',
      message: 'Count differs in aisle 4',
      description: '',
      targetId: '',
      priority: 'high',
      triggeredOn: pickerValueOf('2026-02-01T10:30:00.000Z'),
      resolved: false,
    });
  });

  it('sends nothing when nothing changed', () => {
    const alert = makeAlert();
    expect(toUpdateBody(alert, alertValuesOf(alert))).toEqual({});
  });

  it('sends only the changed fields, trimmed; an emptied description clears it', () => {
    const alert = makeAlert();
    const changes = toUpdateBody(alert, {
      ...alertValuesOf(alert),
      message: ' Count differs in aisle 5 ',
      description: '  ',
      priority: 'critical',
      resolved: true,
    });
    expect(changes).toEqual({
      message: 'Count differs in aisle 5',
      description: '',
      priority: 'critical',
      resolved: true,
    });
    expect(zAlertUpdateSchema.parse(changes)).toMatchObject({ description: null });
  });

  it('sends the type, target and triggered-on time when they change', () => {
    const alert = makeAlert();
    const triggeredOn = pickerValueOf('2026-01-31T08:00:00.000Z');
    expect(
      toUpdateBody(alert, {
        ...alertValuesOf(alert),
        type: 'stockExpired',
        targetId: 'RICE-26',
        triggeredOn,
      }),
    ).toEqual({ type: 'stockExpired', targetId: 'RICE-26', triggeredOn: '2026-01-31T08:00:00.000Z' });
  });

  it('still needs a target ID, even for an alert raised without one', () => {
    const alert = makeAlert({ type: 'maintenance', targetId: null });
    expect(alertFormErrors(alertValuesOf(alert))).toEqual({
      targetId: englishOfRule(ALERT_MESSAGES.targetIdRequired),
    });
  });
});

describe('the type choices', () => {
  it("are the edit form's list of types", () => {
    expect(alertTypeOptions()).toEqual([...ALERT_TYPES]);
    expect(alertTypeOptions('lowStock')).toEqual([...ALERT_TYPES]);
  });

  it('keep the quick-form type of the alert being edited', () => {
    expect(alertTypeOptions('maintenance')).toEqual([...ALERT_TYPES, 'maintenance']);
  });
});
