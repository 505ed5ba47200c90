/**
 * A small hall plan for the tests that move every kind (round trip, `all`): the demo's exhibition gets a
 * plan of its own, whatever plans the seed draws, so those tests never depend on the seed for this kind.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SMALL_HALL = 'Z9';

export function writeSmallHallPlan(folder: string): string {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, `${SMALL_HALL}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">
  <rect data-stand="${SMALL_HALL}A01" x="1" y="1" width="4" height="3"/>
  <rect data-stand="${SMALL_HALL}A02" x="5" y="1" width="4" height="3"/>
  <rect data-kind="entrance" data-name="Вход" x="9" y="9" width="2" height="1"/>
</svg>
`,
  );
  return folder;
}
