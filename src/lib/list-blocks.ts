/**
 * A long list's rows grouped into the blocks its virtualizer handles (decision 0016): at most `maxRows`
 * rows each, and a new block wherever a heading starts one (a letter of the catalogue, a day of the
 * programme), so a jump to a heading is a jump to a block. Heights are known or estimated per row.
 */
export type ListBlock<R> = { key: string; rows: readonly R[]; height: number; start: number };

export function groupIntoBlocks<R extends { key: string }>(
  rows: readonly R[],
  maxRows: number,
  heightOf: (row: R) => number,
  startsBlock: (row: R) => boolean,
): ListBlock<R>[] {
  const blocks: ListBlock<R>[] = [];
  let current: R[] = [];
  let height = 0;
  let start = 0;
  const close = () => {
    if (current.length === 0) return;
    blocks.push({ key: current[0]!.key, rows: current, height, start });
    start += height;
    current = [];
    height = 0;
  };
  for (const row of rows) {
    if (startsBlock(row) || current.length >= maxRows) close();
    current.push(row);
    height += heightOf(row);
  }
  close();
  return blocks;
}
