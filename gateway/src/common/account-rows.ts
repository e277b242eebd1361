/**
 * The account export's way with rows (modules' export parts, modules/module.ts ExportPart): SQL rows
 * as the document shows them, and children grouped under their parent.
 */
export type Row = Record<string, unknown>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A row with camelCase keys, without the columns that only link it to its parent. */
export function rowView(row: Row, drop: string[] = []): Row {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !drop.includes(k))
      .map(([k, v]) => [camel(k), v]),
  );
}

/** Rows by the value of their `key` column (a parent's id), in their order. */
export function groupBy(rows: Row[], key: string): Map<unknown, Row[]> {
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
}
