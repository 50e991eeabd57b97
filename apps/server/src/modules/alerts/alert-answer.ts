import type { TAlert } from '@godown/shared';
import { defineAnswer, namedRef } from '../../db/answer-fields.js';
import { alerts, users } from '../../db/schema.js';

/** What an alert's answer reads: the alert, and who raised it (users left-joined on triggered_by). */
export const alertSource = { alert: alerts, author: { id: users.id, name: users.name } };

/** An alert row with its author, as selected from alertSource (the author null when none). */
export interface AlertWithAuthor {
  alert: typeof alerts.$inferSelect;
  author: { id: string; name: string } | null;
}

/**
 * An alert as the API shows it: one list of fields (db/answer-fields.ts) for toAlert and for the
 * JSON PostgreSQL writes for the alerts list and the dashboard.
 */
export const alertAnswer = defineAnswer<AlertWithAuthor, typeof alertSource, TAlert>()((f) => {
  const a = f.within('alert');
  return {
    _id: a.column('id'),
    id: a.column('id'),
    type: a.column('type'),
    messageKey: a.column('messageKey'),
    messageParams: a.column('messageParams'),
    message: a.column('message'),
    description: a.column('description'),
    affectedItem: a.column('affectedItem'),
    targetId: a.column('targetId'),
    priority: a.column('priority'),
    resolved: a.column('resolved'),
    isSystem: a.column('isSystem'),
    triggeredBy: f.joined('author', namedRef),
    timestamp: a.time('timestamp'),
    resolvedAt: a.time('resolvedAt'),
    createdAt: a.time('createdAt'),
    updatedAt: a.time('updatedAt'),
  };
});

/** The alert as the API shows it. */
export function toAlert(row: AlertWithAuthor): TAlert {
  return alertAnswer.toAnswer(row);
}

/** An alert as JSON text written by PostgreSQL, from alerts left-joined with users on triggered_by. */
export const alertJson = alertAnswer.jsonText(alertSource);
