import { m } from '../../paraglide/messages.js';

// What the Scan screen's tasks make of a scanned code: the pure part, unit-tested.

/** The scan tasks, as the screen's switch shows them. */
export const SCAN_TASKS = ['find', 'receive', 'pick', 'move'] as const;
export type ScanTask = (typeof SCAN_TASKS)[number];
export const SCAN_TASK_LABELS: Readonly<Record<ScanTask, () => string>> = {
  find: m.scan_find,
  receive: m.scan_receive,
  pick: m.scan_pick,
  move: m.scan_move,
};

/** The task a `?task=` query names, else Find. */
export function taskOf(value: string | null): ScanTask {
  return (SCAN_TASKS as readonly string[]).includes(value ?? '') ? (value as ScanTask) : 'find';
}
