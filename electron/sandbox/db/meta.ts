import type { Sql } from './sql';

export function readMeta(sql: Sql, key: string): string | undefined {
  return sql.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', key)?.value;
}

export function writeMeta(sql: Sql, key: string, value: string): void {
  sql.run(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    key,
    value,
  );
}
