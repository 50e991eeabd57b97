import dayjs from 'dayjs';
import {
  ALERT_MESSAGES,
  ALERT_TYPES,
  DEFAULT_ALERT_PRIORITY,
  zAlertTriggerSchema,
  type AlertPriority,
  type AnyAlertType,
  type TAlert,
  type TAlertTrigger,
  type TAlertUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { localizeText } from '../../lib/localize';

/** The value format of Mantine's DateTimePicker: a local date and time. */
export const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The alert edit form as typed, for a new alert or an existing one (docs/domain.md#alerts). */
export interface AlertFormValues {
  type: AnyAlertType | null;
  message: string;
  description: string;
  targetId: string;
  priority: AlertPriority;
  /** The picker's local date and time (`PICKER_FORMAT`). */
  triggeredOn: string | null;
  resolved: boolean;
}

/** A stored instant as the picker's local date and time. */
export function pickerValueOf(instant: string | Date): string {
  return dayjs(instant).format(PICKER_FORMAT);
}

/** The picker's local date and time as an ISO instant; null when it is not a date. */
export function instantOf(pickerValue: string): string | null {
  const date = dayjs(pickerValue);
  return date.isValid() ? date.toISOString() : null;
}

/** A new alert: no type yet, the default priority, triggered now, active. */
export function newAlertValues(now: Date = new Date()): AlertFormValues {
  return {
    type: null,
    message: '',
    description: '',
    targetId: '',
    priority: DEFAULT_ALERT_PRIORITY,
    triggeredOn: pickerValueOf(now),
    resolved: false,
  };
}

/** The form filled with a stored alert. */
export function alertValuesOf(alert: TAlert): AlertFormValues {
  return {
    type: alert.type,
    message: alert.message,
    description: alert.description ?? '',
    targetId: alert.targetId ?? '',
    priority: alert.priority,
    triggeredOn: pickerValueOf(alert.timestamp),
    resolved: alert.resolved,
  };
}

/**
 * The type choices: the edit form's list (`ALERT_TYPES`). An alert raised with a quick-form type
 * (system, maintenance...) keeps its own type as a choice, so editing it shows what it is.
 */
export function alertTypeOptions(current: AnyAlertType | null = null): AnyAlertType[] {
  const types: AnyAlertType[] = [...ALERT_TYPES];
  if (current !== null && !types.includes(current)) types.push(current);
  return types;
}

/**
 * Body of `POST /alerts/trigger` for a new alert: text trimmed, an empty description left out. A
 * triggered-on time still at `openedAt` (the moment the form opened, to the second) is left out
 * too, so the server stamps the alert with the moment it is saved.
 */
export function toTriggerBody(values: AlertFormValues, openedAt: string | null = null): TAlertTrigger {
  const description = values.description.trim();
  const isChosen = values.triggeredOn !== null && values.triggeredOn !== openedAt;
  const triggeredOn = isChosen && values.triggeredOn ? instantOf(values.triggeredOn) : null;
  return {
    // The form does not submit without a type (alertFormErrors).
    type: values.type as AnyAlertType,
    message: values.message.trim(),
    ...(description ? { description } : {}),
    targetId: values.targetId.trim(),
    priority: values.priority,
    ...(triggeredOn ? { triggeredOn } : {}),
    resolved: values.resolved,
  };
}

/** Body of `PUT /alerts/{id}`: only what differs from the stored alert (an emptied description clears it). */
export function toUpdateBody(alert: TAlert, values: AlertFormValues): TAlertUpdate {
  const before = alertValuesOf(alert);
  const changes: TAlertUpdate = {};
  if (values.type !== null && values.type !== before.type) changes.type = values.type;
  const message = values.message.trim();
  if (message !== before.message) changes.message = message;
  const description = values.description.trim();
  if (description !== before.description) changes.description = description;
  const targetId = values.targetId.trim();
  if (targetId !== before.targetId) changes.targetId = targetId;
  if (values.priority !== before.priority) changes.priority = values.priority;
  if (values.triggeredOn && values.triggeredOn !== before.triggeredOn) {
    const triggeredOn = instantOf(values.triggeredOn);
    if (triggeredOn) changes.triggeredOn = triggeredOn;
  }
  if (values.resolved !== before.resolved) changes.resolved = values.resolved;
  return changes;
}

/**
 * The form's errors: type, target ID and message are required here
 * (docs/domain.md#screens-and-fixed-texts, Forms), then the shared contract's rules (lengths, a
 * triggered-on time not in the future) in the server's words.
 */
export function alertFormErrors(values: AlertFormValues): Record<string, string> {
  const required: Record<string, string> = {};
  if (values.type === null) required.type = localizeText(ALERT_MESSAGES.typeRequired);
  if (!values.message.trim()) required.message = localizeText(ALERT_MESSAGES.messageRequired);
  if (!values.targetId.trim()) required.targetId = localizeText(ALERT_MESSAGES.targetIdRequired);
  if (values.triggeredOn !== null && instantOf(values.triggeredOn) === null) {
    required.triggeredOn = localizeText(ALERT_MESSAGES.triggeredOn);
  }
  return { ...schemaErrors(zAlertTriggerSchema, toTriggerBody(values)), ...required };
}
