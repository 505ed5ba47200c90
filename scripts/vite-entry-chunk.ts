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
 *
 * `leaveOut` names modules the walk does not enter: side-effect-free modules that the entry's graph reaches
 * only through a re-export it takes other names from (contract/application.ts re-exports the application's
 * field rules beside the stand types the desk's URL schema needs). Rolldown leaves such a module to the
 * chunks that use its exports; the group must not pull it back in. The build fails if one of them still
 * ends up in the entry's or this chunk, as it would once something the entry runs used it.
 */
import type { Plugin } from 'vite';

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

/** `name`: the group's chunk; `always`: modules every page runs at once, walked like the entry's imports. */
type Options = { name: string; always?: string[]; leaveOut?: string[] };

export function entryChunk(entrySuffix: string, { name: chunkName, always: alwaysSuffixes = [], leaveOut = [] }: Options) {
  const members = new Set<string>();
  const leftOut = (id: string) => leaveOut.some((suffix) => id.endsWith(suffix));
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
      const missing = [...alwaysSuffixes, ...leaveOut].filter((suffix) => !ids.some((id) => id.endsWith(suffix)));
      if (missing.length > 0) throw new Error(`entry-chunk: no module ends with ${missing.join(', ')}`);
      const pending = [...(this.getModuleInfo(entry)?.importedIds ?? []), ...always];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (id === entry || members.has(id) || leftOut(id)) continue;
        members.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === chunkName)) continue;
        const kept = Object.keys(chunk.modules).filter(leftOut);
        if (kept.length > 0) throw new Error(`entry-chunk: ${kept.join(', ')} left out of the walk but in chunk ${chunk.name}`);
      }
    },
  };
  return { plugin, name: chunkName, test: (id: string) => members.has(id) };
}
