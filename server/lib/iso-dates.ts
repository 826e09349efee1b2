/**
 * Timestamp fields → ISO 8601 strings (timestamps travel as strings, contracts/entities.ts).
 * Content tables read timestamps in drizzle's string mode ('2026-03-01 09:00:00+00'), older
 * ones as Date; both become '2026-03-01T09:00:00.000Z'. Other keys are left alone.
 */
export function isoTimestamps(fields: readonly string[]) {
  return <T extends Record<string, unknown>>(row: T): T => {
    let out: Record<string, unknown> | undefined;
    for (const key of fields) {
      const value = row[key];
      if (value === null || value === undefined) continue;
      const at = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
      if (!at || Number.isNaN(at.getTime())) continue;
      out ??= { ...row };
      out[key] = at.toISOString();
    }
    return (out ?? row) as T;
  };
}
