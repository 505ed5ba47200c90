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
 * A dynamic import whose module is computed (`import(name)`, a template with a placeholder) cannot be
 * classified, so in src/ it is refused outright.
 */
import path from 'node:path';

/**
 * The src/lib/ modules the server may import too: pure code that both sides must run identically (the
 * ticket token is signed on the server and checked at the gate). Named one by one, so lib/ stays the client's.
 */
const SERVER_SHARED_LIB = ['ticket-token'];

/** What part of the project a project-relative path (posix) belongs to. */
export function elementOf(rel) {
  const parts = rel.split('/');
  const [top, second, third] = parts;
  if (top === 'src') {
    if (parts.length === 2) return { type: second.replace(/\.[^.]+$/, '').replace(/\.gen$/, '') }; // main, router, entry-server, routeTree
    if (second === 'features') return { type: 'feature', name: third };
    if (second === 'lib' && SERVER_SHARED_LIB.includes(third.replace(/\.[^.]+$/, ''))) return { type: second, serverShared: true };
    return { type: second };
  }
  if (top === 'server') return { type: second === 'render' ? 'server-render' : 'server' };
  return { type: top };
}

const CLIENT_LAYERS = [
  'api',
  'auth',
  'feature',
  'ui',
  'widgets',
  'routes',
  'session',
  'pwa',
  'styles',
  'main',
  'router',
  'entry-server',
  'entry-server-types',
  'routeTree',
];
const SRC_TYPES = [...CLIENT_LAYERS, 'contract', 'lib'];
/** The modules that assemble the app: routes, the route tree, the router and the two entries. Only they import each other. */
const APP_SHELL = ['routes', 'routeTree', 'main', 'router', 'entry-server', 'entry-server-types'];
const isSrc = (to) => SRC_TYPES.includes(to.type);
const isServer = (to) => to.type.startsWith('server');
const among =
  (...types) =>
  (el) =>
    types.includes(el.type);

/** Each policy: which files it governs, which targets it refuses, and why. The first that refuses reports. */
export const POLICIES = [
  {
    from: among('feature'),
    refuses: (to, from) => to.type === 'feature' && to.name !== from.name,
    message: 'a feature never imports another feature: move shared code to ui/, widgets/ or lib/',
  },
  { from: among('feature'), refuses: among(...APP_SHELL), message: 'features are composed by routes/, never the other way round' },
  {
    from: among('ui'),
    refuses: among('api', 'auth', 'session', 'pwa', 'widgets', 'feature', ...APP_SHELL),
    message: 'ui/ primitives fetch nothing and know no session: what needs api/, session/ or pwa/ is a widget (src/widgets/)',
  },
  {
    from: among('widgets', 'api', 'auth', 'session', 'pwa'),
    refuses: among('feature', ...APP_SHELL),
    message: 'shared layers must not import features or routes',
  },
  // The session's layers, bottom up: session/ (tokens) < api/ (reads the token) < pwa/ (caches what api/ fetched) < auth/ (drives all three).
  {
    from: among('session'),
    refuses: (to) => CLIENT_LAYERS.includes(to.type) && to.type !== 'session',
    message: 'session/ is below api/: it holds the tokens and never calls api/ or pwa/; signing in and out is auth/',
  },
  {
    from: among('api'),
    refuses: among('pwa', 'auth', 'ui', 'widgets'),
    message: 'api/ is below pwa/ and auth/ and renders nothing: they call api/, never the other way round',
  },
  { from: among('pwa'), refuses: among('auth'), message: 'auth/ drives pwa/ when signing out, never the other way round' },
  {
    from: (el) => CLIENT_LAYERS.includes(el.type),
    refuses: (to) => isServer(to) || to.type === 'scripts',
    message: 'client code never imports the server: what both sides need lives in src/contract/',
  },
  {
    from: (el) => CLIENT_LAYERS.includes(el.type) && el.type !== 'pwa',
    refuses: among('sw'),
    message: 'only src/pwa/ talks to the service worker (sw/)',
  },
  {
    from: among('contract'),
    refuses: (to) => to.type !== 'contract' && to.type !== 'locales',
    message: 'contract/ is shared by the client, the worker and the server: valibot and itself only',
  },
  {
    from: among('lib'),
    refuses: (to) => CLIENT_LAYERS.includes(to.type) || isServer(to) || to.type === 'sw',
    message: 'lib/ holds pure helpers: no client layers, no server',
  },
  {
    from: among('server', 'scripts'),
    refuses: (to) => isSrc(to) && to.type !== 'contract' && !to.serverShared,
    message: 'server/ imports only src/contract/ (and the shared src/lib/ticket-token) from src/',
  },
  {
    from: among('server-render'),
    refuses: (to) => isSrc(to) && to.type !== 'contract' && to.type !== 'entry-server' && to.type !== 'entry-server-types',
    message: 'server/render/ imports only src/contract/ and the render entry (its types) from src/',
  },
  { from: among('sw'), refuses: (to) => (isSrc(to) ? to.type !== 'contract' : isServer(to)), message: 'sw/ imports only src/contract/' },
];

/** Refused in src/: a dynamic import whose module is computed can land in any layer, and neither this rule nor the bundler can follow it. */
const COMPUTED_IMPORT = 'a dynamic import in src/ names its module in a plain string: a computed one could reach any layer unseen';

/** The module a specifier names, or null when it is computed (`import(name)`, `import(`../api/${name}`)`). */
function specifierOf(source) {
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0) return source.quasis[0].value.cooked;
  return null;
}

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
      if (!source) return;
      const spec = specifierOf(source);
      if (spec === null) {
        if (isSrc(from))
          context.report({ node: source, messageId: 'zone', data: { target: context.sourceCode.getText(source), why: COMPUTED_IMPORT } });
        return;
      }
      if (!spec.startsWith('.')) return; // packages are governed by no-restricted-imports
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), spec))
        .split(path.sep)
        .join('/');
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
