/** Spec §2 "Partners page": a group's logo grid has up to 5 columns; 4 or more logos fill 5 columns. */
export const PARTNER_GRID_MAX_COLUMNS = 5;
const FULL_GRID_FROM = 4;

export function partnerColumns(count: number): number {
  if (count >= FULL_GRID_FROM) return PARTNER_GRID_MAX_COLUMNS;
  return Math.max(1, count);
}
