/**
 * One chunk for what the entry needs before it can start. Rolldown splits the modules the entry imports
 * statically by which route chunks share them (the API client, i18n, valibot, page heads…), so a first
 * visit fetched them as five or six small responses, each with its own headers and its own round of module
 * loading. Every one of them is needed at once whatever the page, so they ship together, and so does the
 * code of what every page renders (the site frame's route chunk: header, footer, links), which would
 * otherwise be one more response plus the small chunks it shares with the pages.
 *
 * The set is the static import graph of the entry and of those always-rendered modules, computed once the
 * modules are loaded (buildEnd runs before chunks are formed). The entry module itself stays out: captured
 * by a group, it would leave a facade chunk behind, one more request. Groups of a higher priority (the
 * framework) keep their modules.
 */
import type { Plugin } from 'vite';

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

export function entryChunk(entrySuffix: string, alwaysSuffixes: string[] = []) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'expo:entry-chunk',
    apply: 'build',
    buildEnd(this: ModuleGraph) {
      members.clear();
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => id.endsWith(entrySuffix));
      if (!entry) throw new Error(`entry-chunk: no module ends with ${entrySuffix}`);
      const always = ids.filter((id) => alwaysSuffixes.some((suffix) => id.endsWith(suffix)));
      // A renamed route or a new split setting must not quietly put the layout back in a chunk of its own.
      const missing = alwaysSuffixes.filter((suffix) => !always.some((id) => id.endsWith(suffix)));
      if (missing.length > 0) throw new Error(`entry-chunk: no module ends with ${missing.join(', ')}`);
      const pending = [...(this.getModuleInfo(entry)?.importedIds ?? []), ...always];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (id === entry || members.has(id)) continue;
        members.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id: string) => members.has(id) };
}
