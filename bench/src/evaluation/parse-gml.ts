/**
 * Minimal GML reader for the reference graphs used to measure community quality (Newman's
 * karate, polbooks, football files): nodes with their attributes, edges with optional weight.
 */
export interface GmlNode {
  id: number;
  attributes: Record<string, string | number>;
}

export interface GmlEdge {
  source: number;
  target: number;
  weight: number;
}

export interface GmlGraph {
  directed: boolean;
  nodes: GmlNode[];
  edges: GmlEdge[];
}

type GmlValue = string | number | GmlList;
type GmlList = Array<[string, GmlValue]>;

const TOKEN =
  /\s*(?:(\[)|(\])|"([^"]*)"|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?![A-Za-z_])|([A-Za-z_][A-Za-z0-9_]*))/y;

export function parseGml(text: string): GmlGraph {
  const tokens: Array<string | number | symbol> = [];
  const OPEN = Symbol('[');
  const CLOSE = Symbol(']');
  TOKEN.lastIndex = 0;
  for (;;) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) {
      if (text.slice(start).trim() !== '') throw new Error(`GML: cannot read near "${text.slice(start, start + 30)}"`);
      break;
    }
    if (match[1]) tokens.push(OPEN);
    else if (match[2]) tokens.push(CLOSE);
    else if (match[3] !== undefined) tokens.push(`"${match[3]}`);
    else if (match[4] !== undefined) tokens.push(Number(match[4]));
    else tokens.push(match[5]);
  }
  let at = 0;
  const readList = (): GmlList => {
    const list: GmlList = [];
    while (at < tokens.length && tokens[at] !== CLOSE) {
      const key = tokens[at++];
      if (typeof key !== 'string' || key.startsWith('"')) throw new Error('GML: expected a key');
      const value = tokens[at++];
      if (value === OPEN) {
        list.push([key, readList()]);
        at++;
      } else if (typeof value === 'number') {
        list.push([key, value]);
      } else if (typeof value === 'string') {
        list.push([key, value.startsWith('"') ? value.slice(1) : value]);
      } else {
        throw new Error(`GML: bad value for ${key}`);
      }
    }
    return list;
  };
  const root = readList();
  const graph = root.find(([key]) => key === 'graph')?.[1];
  if (!Array.isArray(graph)) throw new Error('GML: no graph block');
  const result: GmlGraph = { directed: false, nodes: [], edges: [] };
  for (const [key, value] of graph) {
    if (key === 'directed') result.directed = value === 1;
    if (key === 'node' && Array.isArray(value)) {
      const attributes: Record<string, string | number> = {};
      for (const [k, v] of value) if (!Array.isArray(v)) attributes[k] = v;
      result.nodes.push({ id: Number(attributes.id), attributes });
    }
    if (key === 'edge' && Array.isArray(value)) {
      const get = (k: string): GmlValue | undefined => value.find(([name]) => name === k)?.[1];
      const weight = get('weight') ?? get('value');
      result.edges.push({
        source: Number(get('source')),
        target: Number(get('target')),
        weight: typeof weight === 'number' ? weight : 1,
      });
    }
  }
  return result;
}
