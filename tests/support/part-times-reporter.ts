/**
 * A Vitest reporter that measures each project (unit, api, e2e) as the run's summary needs it: the wall time
 * from its first file's start to its last file's end, and the time its files kept a worker busy. The
 * projects share the workers, so the spans overlap; both figures together show where the time went.
 * It writes them to PART_TIMES_FILE (scripts/test.ts reads it) and names the slowest files.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export type ProjectTimes = { files: number; tests: number; spanMs: number; busyMs: number; slowest: { file: string; ms: number }[] };

export default class PartTimesReporter implements Reporter {
  private starts = new Map<string, number>();
  private ends = new Map<string, { project: string; start: number; end: number; tests: number; file: string }>();

  onTestModuleStart(testModule: TestModule) {
    this.starts.set(testModule.id, Date.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    const start = this.starts.get(testModule.id) ?? Date.now();
    const tests = [...testModule.children.allTests()].length;
    this.ends.set(testModule.id, { project: testModule.project.name, start, end: Date.now(), tests, file: testModule.relativeModuleId });
  }

  onTestRunEnd() {
    const file = process.env.PART_TIMES_FILE;
    if (!file) return;
    const byProject: Record<string, ProjectTimes> = {};
    const groups = new Map<string, { start: number; end: number; tests: number; file: string }[]>();
    for (const entry of this.ends.values()) groups.set(entry.project, [...(groups.get(entry.project) ?? []), entry]);
    for (const [project, entries] of groups) {
      byProject[project] = {
        files: entries.length,
        tests: entries.reduce((sum, entry) => sum + entry.tests, 0),
        spanMs: Math.max(...entries.map((entry) => entry.end)) - Math.min(...entries.map((entry) => entry.start)),
        busyMs: entries.reduce((sum, entry) => sum + entry.end - entry.start, 0),
        slowest: entries
          .map((entry) => ({ file: entry.file, ms: entry.end - entry.start }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5),
      };
    }
    writeFileSync(file, JSON.stringify(byProject, null, 2));
  }
}
