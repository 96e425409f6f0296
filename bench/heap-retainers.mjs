// What holds a V8 heap snapshot's memory (issue 38 section 2, ADR 0033): self size by node type and by
// constructor or string kind, and the objects that retain the most (their dominator tree's retained
// size, weak edges left out), each with the path of edge names from the nearest named holder.
// Reads the snapshot's nodes and edges without parsing the whole JSON into objects (a node's
// snapshot of a 200 MB heap is a few hundred MB of text).
// Run: node --max-old-space-size=4096 bench/heap-retainers.mjs FILE.heapsnapshot [--top 40]
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/heap-retainers.mjs FILE.heapsnapshot [--top 40]');
  process.exit(2);
}
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 40;
const text = readFileSync(file);

/** The numbers of the JSON array that starts after `"key":[` (integers only, as in a snapshot). */
function numbers(key) {
  const start = text.indexOf(`"${key}":[`) + key.length + 4;
  let count = 0;
  let i = start;
  for (; text[i] !== 0x5d; i++) if (text[i] === 0x2c) count++;
  const out = new Float64Array(i > start ? count + 1 : 0);
  let n = 0;
  let value = 0;
  let negative = false;
  for (let j = start; j <= i; j++) {
    const c = text[j];
    if (c >= 0x30 && c <= 0x39) value = value * 10 + (c - 0x30);
    else if (c === 0x2d) negative = true;
    else if (c === 0x2c || c === 0x5d) {
      if (j > start) out[n++] = negative ? -value : value;
      value = 0;
      negative = false;
    }
  }
  return out;
}

const metaStart = text.indexOf('"meta":');
const meta = JSON.parse(
  text
    .subarray(metaStart + 7, text.indexOf('"node_count"', metaStart))
    .toString()
    .replace(/,\s*$/, ''),
);
const stringsStart = text.lastIndexOf('"strings":[') + 10;
const strings = JSON.parse(text.subarray(stringsStart, text.lastIndexOf(']') + 1).toString());
const nodes = numbers('nodes');
const edges = numbers('edges');
const NF = meta.node_fields.length;
const EF = meta.edge_fields.length;
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const N = nodes.length / NF;
const [nType, nName, , nSelf, nEdges] = [0, 1, 2, 3, 4];
const [eType, eName, eTo] = [0, 1, 2];

const firstEdge = new Uint32Array(N + 1);
for (let i = 0; i < N; i++) firstEdge[i + 1] = firstEdge[i] + nodes[i * NF + nEdges];
const weak = edgeTypes.indexOf('weak');
const shortcut = edgeTypes.indexOf('shortcut');
const followed = (e) => edges[e * EF + eType] !== weak && edges[e * EF + eType] !== shortcut;

// Depth-first order from the root (node 0) over strong edges; its reverse postorder numbers nodes.
const order = new Int32Array(N).fill(-1);
const post = new Uint32Array(N);
let postCount = 0;
{
  const stack = new Uint32Array(N);
  const cursor = new Uint32Array(N);
  let sp = 0;
  stack[sp++] = 0;
  order[0] = 0;
  cursor[0] = firstEdge[0];
  while (sp > 0) {
    const v = stack[sp - 1];
    if (cursor[v] < firstEdge[v + 1]) {
      const e = cursor[v]++;
      if (!followed(e)) continue;
      const w = edges[e * EF + eTo] / NF;
      if (order[w] === -1) {
        order[w] = 0;
        cursor[w] = firstEdge[w];
        stack[sp++] = w;
      }
    } else {
      post[postCount++] = v;
      sp--;
    }
  }
}
const rpo = new Int32Array(N).fill(-1); // node -> its number in reverse postorder
for (let k = 0; k < postCount; k++) rpo[post[k]] = postCount - 1 - k;
const byRpo = new Uint32Array(postCount);
for (let k = 0; k < postCount; k++) byRpo[postCount - 1 - k] = post[k];

// Predecessors (strong edges between reachable nodes), then Cooper, Harvey and Kennedy's dominators.
const predCount = new Uint32Array(N + 1);
for (let v = 0; v < N; v++) {
  if (rpo[v] < 0) continue;
  for (let e = firstEdge[v]; e < firstEdge[v + 1]; e++)
    if (followed(e)) predCount[edges[e * EF + eTo] / NF + 1]++;
}
for (let i = 0; i < N; i++) predCount[i + 1] += predCount[i];
const preds = new Uint32Array(predCount[N]);
const fill = predCount.slice();
const holder = new Int32Array(N).fill(-1); // one strong edge into the node, for naming paths
for (let v = 0; v < N; v++) {
  if (rpo[v] < 0) continue;
  for (let e = firstEdge[v]; e < firstEdge[v + 1]; e++) {
    if (!followed(e)) continue;
    const w = edges[e * EF + eTo] / NF;
    preds[fill[w]++] = v;
    if (holder[w] === -1) holder[w] = e;
  }
}
const idom = new Int32Array(N).fill(-1);
idom[0] = 0;
const intersect = (a, b) => {
  while (a !== b) {
    while (rpo[a] > rpo[b]) a = idom[a];
    while (rpo[b] > rpo[a]) b = idom[b];
  }
  return a;
};
for (let changed = true; changed;) {
  changed = false;
  for (let k = 1; k < postCount; k++) {
    const v = byRpo[k];
    let d = -1;
    for (let p = predCount[v]; p < predCount[v + 1]; p++) {
      const u = preds[p];
      if (idom[u] === -1) continue;
      d = d === -1 ? u : intersect(u, d);
    }
    if (d !== -1 && idom[v] !== d) {
      idom[v] = d;
      changed = true;
    }
  }
}
const retained = new Float64Array(N);
for (let k = postCount - 1; k >= 0; k--) {
  const v = byRpo[k];
  retained[v] += nodes[v * NF + nSelf];
  if (v !== 0) retained[idom[v]] += retained[v];
}

const typeOf = (v) => nodeTypes[nodes[v * NF + nType]];
const nameOf = (v) => {
  const type = typeOf(v);
  const name = strings[nodes[v * NF + nName]];
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string')
    return `string(${name.length > 40 ? `${name.slice(0, 40).replace(/\s+/g, ' ')}...` : name})`;
  return `${type}:${name.length > 60 ? `${name.slice(0, 60)}...` : name}`;
};
const edgeName = (e) => {
  const type = edgeTypes[edges[e * EF + eType]];
  const name = edges[e * EF + eName];
  return type === 'element' || type === 'hidden' ? `[${name}]` : `.${strings[name]}`;
};
const mb = (b) => (b / 1048576).toFixed(1).padStart(7);
let total = 0;
const byType = new Map();
const byName = new Map();
for (let v = 0; v < N; v++) {
  if (rpo[v] < 0) continue;
  const self = nodes[v * NF + nSelf];
  total += self;
  byType.set(typeOf(v), (byType.get(typeOf(v)) ?? 0) + self);
  const key =
    typeOf(v) === 'string' || typeOf(v).endsWith(' string')
      ? 'string'
      : `${typeOf(v)}:${strings[nodes[v * NF + nName]].slice(0, 60)}`;
  byName.set(key, (byName.get(key) ?? 0) + self);
}
console.log(`${N} nodes, ${postCount} reachable, ${mb(total)} MB self size reachable`);
console.log('\nself size by type:');
for (const [k, v] of [...byType].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${mb(v)} MB  ${k}`);
console.log('\nself size by type and name:');
for (const [k, v] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${mb(v)} MB  ${k}`);

// The dominator tree from the root, each object that alone keeps at least --min MB (default 1) under
// the object that dominates it, largest first, down to the objects whose children are all smaller.
const minIndex = process.argv.indexOf('--min');
const minBytes = (minIndex > 0 ? Number(process.argv[minIndex + 1]) : 1) * 1048576;
const children = new Map();
for (let v = 1; v < N; v++) {
  if (rpo[v] < 0 || retained[v] < minBytes) continue;
  const d = idom[v];
  if (!children.has(d)) children.set(d, []);
  children.get(d).push(v);
}
console.log(
  `\nretained (dominator tree, objects keeping at least ${minBytes / 1048576} MB; edge from its first holder):`,
);
let lines = 0;
function walk(v, depth) {
  const list = (children.get(v) ?? []).sort((a, b) => retained[b] - retained[a]);
  for (const w of list) {
    if (lines++ >= top * 4) return;
    console.log(`${mb(retained[w])} MB ${'  '.repeat(depth)}${nameOf(w)}  <- ${edgeName(holder[w])}`);
    walk(w, depth + 1);
  }
}
walk(0, 0);
