/**
 * One chunk for what the entry needs before it can start. Rolldown splits the modules the entry imports
 * statically by which route chunks share them (the API client, i18n, valibot, page heads…), so a first
 * visit fetched them as five or six small responses, each with its own headers and its own round of module
 * loading. Every one of them is needed at once whatever the page, so they ship together.
 *
 * The set is the entry's static import graph, computed once the modules are loaded (buildEnd runs before
 * chunks are formed). The entry module itself stays out: captured by a group, it would leave a facade
 * chunk behind, one more request. Groups of a higher priority (the framework) keep their modules.
 */
import type { Plugin } from 'vite';

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

export function entryChunk(entrySuffix: string) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'expo:entry-chunk',
    apply: 'build',
    buildEnd(this: ModuleGraph) {
      members.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(entrySuffix));
      if (!entry) throw new Error(`entry-chunk: no module ends with ${entrySuffix}`);
      const pending = [...(this.getModuleInfo(entry)?.importedIds ?? [])];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (id === entry || members.has(id)) continue;
        members.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id: string) => members.has(id) };
}
