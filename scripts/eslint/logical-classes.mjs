// ESLint rule `portal/logical-classes` (issue 35): the web app runs right to left in Arabic, so its
// Tailwind classes say start/end, never left/right. It reports a physical class in any string or
// template text (class names live in className strings, cn() arguments and class maps alike) and
// names the logical class to use instead.

/** Physical class prefix (before "-value") -> logical prefix. */
const VALUED = {
  'scroll-ml': 'scroll-ms',
  'scroll-mr': 'scroll-me',
  'scroll-pl': 'scroll-ps',
  'scroll-pr': 'scroll-pe',
  'rounded-tl': 'rounded-ss',
  'rounded-tr': 'rounded-se',
  'rounded-bl': 'rounded-es',
  'rounded-br': 'rounded-ee',
  'rounded-l': 'rounded-s',
  'rounded-r': 'rounded-e',
  'border-l': 'border-s',
  'border-r': 'border-e',
  ml: 'ms',
  mr: 'me',
  pl: 'ps',
  pr: 'pe',
  left: 'start',
  right: 'end',
};
/** Physical class without a value -> logical class. */
const STATIC = {
  'text-left': 'text-start',
  'text-right': 'text-end',
  'float-left': 'float-start',
  'float-right': 'float-end',
  'clear-left': 'clear-start',
  'clear-right': 'clear-end',
  'border-l': 'border-s',
  'border-r': 'border-e',
  'rounded-l': 'rounded-s',
  'rounded-r': 'rounded-e',
  'rounded-tl': 'rounded-ss',
  'rounded-tr': 'rounded-se',
  'rounded-bl': 'rounded-es',
  'rounded-br': 'rounded-ee',
};

const byLength = (a, b) => b.length - a.length;
// A class is a whitespace-separated token; variants (`md:`, `after:`) and `!` may precede it, a
// minus sign may start it (`-ml-2`).
const VALUED_RE = new RegExp(
  `(?:^|[\\s:!])(-?)(${Object.keys(VALUED).sort(byLength).join('|')})-([\\w./%()\\[\\]#-]+)(?=$|\\s)`,
  'g',
);
const STATIC_RE = new RegExp(`(?:^|[\\s:!])(${Object.keys(STATIC).sort(byLength).join('|')})(?=$|\\s)`, 'g');

/** The physical classes in a text, each with the logical class to write instead. */
export function physicalClasses(text) {
  const found = [];
  for (const m of text.matchAll(STATIC_RE)) found.push({ physical: m[1], logical: STATIC[m[1]] });
  for (const m of text.matchAll(VALUED_RE)) {
    const [, minus, prefix, value] = m;
    found.push({ physical: `${minus}${prefix}-${value}`, logical: `${minus}${VALUED[prefix]}-${value}` });
  }
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const logicalClasses = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Tailwind classes use start/end (logical), not left/right, for right-to-left pages',
    },
    messages: {
      physical:
        '"{{physical}}" is fixed to the left or right: use "{{logical}}" (start/end follow the text direction).',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text !== 'string') return;
      for (const { physical, logical } of physicalClasses(text))
        context.report({ node, messageId: 'physical', data: { physical, logical } });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
    };
  },
};

export default { rules: { 'logical-classes': logicalClasses } };
