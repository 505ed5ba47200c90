/** The footer's copyright years (spec §9: the range starts in 2000). */
export const COPYRIGHT_START_YEAR = 2000;

export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${year}` : String(COPYRIGHT_START_YEAR);
}
