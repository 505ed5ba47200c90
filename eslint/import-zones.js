/**
 * The import boundaries of docs/architecture.md as one ESLint rule over resolved paths.
 *
 * Why not a regex over the import string (what `no-restricted-imports` offers): `../../features/x` from a
 * feature's sub-folder, or `../ui/x` from src/features/a/b, read differently depending on where the
 * importing file sits. Here every relative specifier is resolved against the importing file, the target is
 * classified by the folder it lands in (src/features/<name>, src/ui, server/render, sw, …), and the policy
 * below is applied to the pair. eslint-plugin-boundaries does the same with a resolver and a settings
 * language of its own; one small rule that needs no resolver (the project has no path aliases, and a folder
 * is all the policy looks at) is easier to read and to test (tests/unit/import-boundaries.test.ts).
 */
import path from 'node:path';

/** What part of the project a project-relative path (posix) belongs to. */
export function elementOf(rel) {
  const parts = rel.split('/');
  const [top, second, third] = parts;
  if (top === 'src') {
    if (parts.length === 2) return { type: second.replace(/\.[^.]+$/, '').replace(/\.gen$/, '') }; // main, router, entry-server, routeTree
    if (second === 'features') return { type: 'feature', name: third };
    return { type: second };
  }
  if (top === 'server') return { type: second === 'render' ? 'server-render' : 'server' };
  return { type: top };
}

const CLIENT_LAYERS = ['api', 'feature', 'ui', 'widgets', 'routes', 'session', 'pwa', 'styles', 'main', 'router', 'entry-server', 'entry-server-types', 'routeTree'];
const SRC_TYPES = [...CLIENT_LAYERS, 'contract', 'lib'];
const isSrc = (to) => SRC_TYPES.includes(to.type);
const among = (...types) => (el) => types.includes(el.type);

/** Each policy: which files it governs, which targets it refuses, and why. */
export const POLICIES = [
  {
    from: among('feature'),
    refuses: (to, from) => to.type === 'feature' && to.name !== from.name,
    message: 'a feature never imports another feature: move shared code to ui/, widgets/ or lib/',
  },
  { from: among('feature'), refuses: among('routes', 'main', 'router', 'entry-server'), message: 'features are composed by routes/, never the other way round' },
  {
    from: among('ui'),
    refuses: among('api', 'session', 'pwa', 'widgets', 'feature', 'routes', 'main', 'router'),
    message: 'ui/ primitives fetch nothing and know no session: what needs api/, session/ or pwa/ is a widget (src/widgets/)',
  },
  { from: among('widgets', 'api', 'session', 'pwa'), refuses: among('feature', 'routes', 'main', 'router'), message: 'shared layers must not import features or routes' },
  { from: among('contract'), refuses: (to) => to.type !== 'contract' && to.type !== 'locales', message: 'contract/ is shared by the client, the worker and the server: valibot and itself only' },
  { from: among('lib'), refuses: (to) => CLIENT_LAYERS.includes(to.type) || to.type.startsWith('server') || to.type === 'sw', message: 'lib/ holds pure helpers: no client layers, no server' },
  { from: among('server', 'scripts'), refuses: (to) => isSrc(to) && to.type !== 'contract', message: 'server/ imports only src/contract/ from src/' },
  { from: among('server-render'), refuses: (to) => isSrc(to) && to.type !== 'contract' && to.type !== 'entry-server' && to.type !== 'entry-server-types', message: 'server/render/ imports only src/contract/ and the render entry (its types) from src/' },
  { from: among('sw'), refuses: (to) => isSrc(to) ? to.type !== 'contract' : to.type.startsWith('server'), message: 'sw/ imports only src/contract/' },
];

/** @type {import('eslint').Rule.RuleModule} */
export const importZones = {
  meta: { type: 'problem', schema: [], messages: { zone: '{{target}}: {{why}}' } },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    const from = elementOf(file);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return; // packages are governed by no-restricted-imports
      const target = path.relative(root, path.resolve(path.dirname(context.filename), spec)).split(path.sep).join('/');
      const to = elementOf(target);
      for (const policy of POLICIES) {
        if (policy.from(from) && policy.refuses(to, from)) {
          context.report({ node: source, messageId: 'zone', data: { target: target, why: policy.message } });
          return;
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'import-zones': importZones } };
