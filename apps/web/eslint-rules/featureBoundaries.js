// STYLE.md "One path to the server": features do not import each other except through a feature's
// index.ts. In `src/features/<x>/**`, an import of another feature must name the feature's folder
// (`../keys`, resolved to its index.ts), never a file inside it (`../keys/keysStore`).
// Options: `{ allow: ['<feature>/<path>', …] }`, imports allowed anyway (say why where configured).
import { dirname, relative, resolve, sep } from 'node:path';

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index.ts (STYLE.md).' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      deep: "Import the '{{feature}}' feature through its index.ts ('{{through}}'), not '{{source}}': export what you need from {{feature}}/index.ts.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const at = file.lastIndexOf(`${sep}src${sep}features${sep}`);
    if (at < 0) return {};
    const features = file.slice(0, at + `${sep}src${sep}features`.length);
    const own = relative(features, file).split(sep)[0];
    const allow = new Set(context.options[0]?.allow ?? []);

    /** Reports `node` when `source` names a file inside another feature. */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const parts = relative(features, resolve(dirname(file), source)).split(sep);
      const [feature, ...inside] = parts;
      if (feature === '..' || feature === own || parts.length === 1) return;
      if (inside.length === 1 && /^index(\.[jt]sx?)?$/.test(inside[0])) return;
      if (allow.has(parts.join('/'))) return;
      const segments = source.split('/');
      const through = segments.slice(0, segments.indexOf(feature) + 1).join('/');
      context.report({ node, messageId: 'deep', data: { feature, source, through } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
      // vi.mock('../other/file') reaches inside a feature as much as an import does.
      CallExpression(node) {
        const { callee } = node;
        const mock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          /^(mock|doMock|importActual)$/.test(callee.property.name);
        const [first] = node.arguments;
        if (mock && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};
