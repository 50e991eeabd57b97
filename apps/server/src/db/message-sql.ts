import { sql, type SQL } from 'drizzle-orm';
import { MESSAGES, type MessageKey } from '@godown/shared';

/**
 * A parameter of a message written by SQL (an alert an INSERT ... SELECT raises): its value as
 * stored (`value`, kept in the params) and, where English shows it differently (a date), as English
 * reads it.
 */
export interface SqlParam {
  value: SQL;
  english?: SQL;
}

/**
 * The English text of message `key` as an SQL expression, its placeholders filled from `params`
 * (docs/domain.md#messages): the English is the catalogue's, never a second copy in SQL.
 */
export function englishSql(key: MessageKey, params: Readonly<Record<string, SqlParam>>): SQL {
  const pieces = MESSAGES[key].en.split(/\{(\w+)\}/);
  const parts = pieces.map((piece, i) => {
    if (i % 2 === 0) return piece ? sql`${piece}::text` : undefined;
    const param = params[piece];
    if (!param) throw new Error(`Message ${key} needs the parameter ${piece}`);
    return sql`coalesce((${param.english ?? param.value})::text, '')`;
  });
  return sql`(${sql.join(
    parts.filter((part): part is SQL => part !== undefined),
    sql` || `,
  )})`;
}

/** The parameters of a message as the jsonb an alert keeps (`message_params`). */
export function paramsSql(params: Readonly<Record<string, SqlParam>>): SQL {
  const entries = Object.entries(params);
  if (entries.some(([name]) => !/^\w+$/.test(name))) throw new Error('A parameter name must be a word');
  return sql`jsonb_build_object(${sql.join(
    entries.map(([name, param]) => sql`${sql.raw(`'${name}'`)}, ${param.value}`),
    sql`, `,
  )})`;
}
