/** Rows written in statements of a few hundred: PostgreSQL caps a statement at 65,535 parameters. */
export function batches<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
