/** Prints one plain closing line for CI from Vitest's JSON reports: "tests: N passed, N failed". */
import { existsSync, readFileSync } from 'node:fs';

type Report = { numPassedTests: number; numFailedTests: number; numPendingTests: number };

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}`);
    process.exitCode = 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
}
if (passed + failed === 0) process.exitCode = 1;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
