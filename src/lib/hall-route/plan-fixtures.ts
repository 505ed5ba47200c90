/**
 * Generated hall plans for the route's tests and benchmark (the seed's real plans are drawn elsewhere):
 * rows of back-to-back stands of several widths along aisles, island stands, walls, entrances, a café and
 * doors to other halls, all in decimetres like the wire format. Deterministic for a seed.
 */
import type { HallPlan, HallShape } from '../../contract/halls';

export function seededRandom(seed: number): () => number {
  // mulberry32: tiny, fast and good enough to scatter stands.
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rect(x: number, y: number, w: number, h: number): number[] {
  return [x, y, x + w, y, x + w, y + h, x, y + h];
}

export interface GeneratedHallOptions {
  key: string;
  /** At least this many stands. */
  stands: number;
  seed?: number;
  /** Doors on the right-hand wall (to the next hall) and the left-hand wall (to the previous one). */
  doorRight?: string;
  doorLeft?: string;
}

/** A large exhibition hall: blocks of two rows of stands, aisles of 3 m, cross aisles of 4 m. */
export function generateHall(options: GeneratedHallOptions): HallPlan {
  const random = seededRandom(options.seed ?? 1);
  const depth = 30;
  const aisle = 30;
  const cross = 40;
  const margin = 60;
  const widths = [30, 30, 40, 40, 60];
  const perBlockRow = 10;
  // About nine stands a row of a block (widths average 40 dm, a block's row is 400 dm).
  const blockRows = Math.ceil(options.stands / 17);
  // Square-ish hall: as many block columns as makes the hall about as wide as it is deep.
  const blockWidth = perBlockRow * 40 + cross;
  const blockHeight = 2 * depth + aisle;
  const columns = Math.max(1, Math.round(Math.sqrt((blockRows * blockHeight) / blockWidth)));
  const width = margin * 2 + columns * blockWidth;
  const shapes: HallShape[] = [];
  let count = 0;
  let row = 0;
  let rows = 0;
  for (let r = 0; count < options.stands; r++, rows++) {
    for (let c = 0; c < columns; c++) {
      const x0 = margin + c * blockWidth;
      const y0 = margin + r * blockHeight;
      // Every seventh block is a pair of island stands, the rest rows of stands back to back.
      if ((r * columns + c) % 7 === 3) {
        shapes.push(stand(rect(x0, y0, 120, 2 * depth), ++count, row));
        shapes.push(stand(rect(x0 + 160, y0, 90, 2 * depth), ++count, row));
        continue;
      }
      if (count >= options.stands) break;
      for (let side = 0; side < 2; side++) {
        let x = x0;
        for (let i = 0; i < perBlockRow; i++) {
          const w = widths[Math.floor(random() * widths.length)]!;
          if (x + w > x0 + blockWidth - cross) break;
          shapes.push(stand(rect(x, y0 + side * depth, w, depth), ++count, row + side));
          x += w;
        }
      }
      row += 2;
    }
  }
  const height = margin * 2 + rows * blockHeight + 80;
  shapes.push({ k: 'service', n: 'Café', p: rect(width - margin - 200, height - 70, 150, 50) });
  shapes.push({ k: 'wall', p: rect(margin, height - 75, 300, 3) });
  shapes.push({ k: 'entrance', n: 'Main', p: rect(Math.round(width / 2) - 30, height - 5, 60, 10) });
  shapes.push({ k: 'entrance', n: 'North', p: rect(Math.round(width / 3), -5, 60, 10) });
  if (options.doorRight) shapes.push({ k: 'door', to: options.doorRight, p: rect(width - 5, Math.round(height / 2), 10, 30) });
  if (options.doorLeft) shapes.push({ k: 'door', to: options.doorLeft, p: rect(-5, Math.round(height / 2), 10, 30) });
  return { key: options.key, name: `Hall ${options.key}`, outline: rect(0, 0, width, height), width, height, shapes };

  function stand(p: number[], n: number, rowIndex: number): HallShape {
    return { k: 'stand', s: `${options.key}${String.fromCharCode(65 + (rowIndex % 26))}${n}`, p };
  }
}

/**
 * A small random hall (about 20 × 15 m): scattered rectangles, rotated squares and triangles as stands,
 * thin walls, an entrance on the left. Stands may overlap or touch walls; some may be walled in.
 */
export function randomSmallPlan(seed: number, key = 'R', size: [number, number] = [200, 150]): HallPlan {
  const random = seededRandom(seed);
  const [width, height] = size;
  const shapes: HallShape[] = [];
  const between = (a: number, b: number) => Math.round(a + random() * (b - a));
  const stands = between(6, 14);
  for (let i = 0; i < stands; i++) {
    const x = between(10, width - 40);
    const y = between(10, height - 40);
    const kind = random();
    let p: number[];
    if (kind < 0.6) p = rect(x, y, between(15, 40), between(15, 35));
    else if (kind < 0.85) {
      const r = between(8, 18);
      const a = random() * Math.PI;
      p = [];
      for (let k = 0; k < 4; k++)
        p.push(Math.round(x + r * Math.cos(a + (k * Math.PI) / 2)), Math.round(y + r * Math.sin(a + (k * Math.PI) / 2)));
    } else p = [x, y, x + between(15, 35), y + between(-10, 10), x + between(0, 20), y + between(15, 30)];
    shapes.push({ k: 'stand', s: `${key}${i + 1}`, p });
  }
  const walls = between(0, 3);
  for (let i = 0; i < walls; i++) {
    const horizontal = random() < 0.5;
    const x = between(20, width - 60);
    const y = between(20, height - 60);
    shapes.push({ k: 'wall', p: horizontal ? rect(x, y, between(30, 80), 2) : rect(x, y, 2, between(30, 80)) });
  }
  shapes.push({ k: 'entrance', n: 'Main', p: rect(-3, Math.round(height / 2) - 10, 6, 20) });
  return { key, name: `Hall ${key}`, outline: rect(0, 0, width, height), width, height, shapes };
}
