// A local ESLint rule, `local/no-cycle`: a relative import that leads back to its own file through
// other static imports is reported, with the loop. It stands in for eslint-plugin-import's
// `import/no-cycle`, which the project does not install. Type-only imports (erased by TypeScript) and
// `import()` (loaded later, on demand) cannot make a load-order loop, so they are not followed.
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
// `import … from '…'`, `export … from '…'` and bare `import '…'`, over several lines; group 1 is
// what stands between the keyword and `from` (to spot type-only imports), group 2 the specifier.
const STATIC_IMPORT = /^\s*(?:import|export)\s+([^;'"]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Whether the clause imports no value: `type X`, `type { … }`, or `{ type A, type B }`. */
function typeOnly(clause) {
  if (/^type\s/.test(clause)) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1].split(',').map((name) => name.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** A file's static value imports of files of this tree, read from disk once per lint run. */
const edges = new Map();
function importsOf(file) {
  let found = edges.get(file);
  if (found) return found;
  found = [];
  edges.set(file, found);
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(STATIC_IMPORT)) {
    if (match[2] !== undefined && typeOnly(match[1])) continue;
    const target = resolve(file, match[2] ?? match[3]);
    if (target) found.push(target);
  }
  return found;
}

/** The shortest chain of imports from `start` back to `home`, or null. */
function loopBack(start, home) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === home) {
        const chain = [file];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a relative import that leads back to its own file' },
    messages: { cycle: 'Import cycle: {{chain}}' },
    schema: [],
  },
  create(context) {
    const home = context.filename;
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
      if (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
      const target = resolve(home, String(node.source.value));
      if (!target) return;
      const chain = target === home ? [] : loopBack(target, home);
      if (!chain) return;
      const names = [home, target === home ? null : target, ...chain.slice(1), home].filter(Boolean).map((file) => path.relative(context.cwd, file));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-cycle': noCycle } };
