import type { MemberRow } from '../engine/types.js';

/** Text safe inside an XML attribute: escaped, and without the characters XML 1.0 forbids. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const NODE_ATTRIBUTES: Array<[string, string]> = [
  ['cluster_id', 'integer'],
  ['cluster_name', 'string'],
  ['pagerank', 'double'],
  ['degree', 'integer'],
  ['get_retweeted', 'integer'],
  ['count_retweet', 'integer'],
  ['count_followers', 'double'],
  ['community_1', 'double'],
  ['community_2', 'double'],
  ['community_3', 'double'],
  ['start_date', 'string'],
  ['end_date', 'string'],
  ['drawn', 'boolean'],
];

const EDGE_ATTRIBUTES: Array<[string, string]> = [
  ['kind', 'string'],
  ['retweets', 'integer'],
  ['replies', 'integer'],
  ['mentions', 'integer'],
];

/** The document's start: GEXF 1.3 with the viz module, a directed static graph and its attribute columns. */
export function gexfHead(description: string, today: string): string {
  const columns = (kind: string, list: Array<[string, string]>) =>
    `    <attributes class="${kind}">\n` +
    list.map(([id, type]) => `      <attribute id="${id}" title="${id}" type="${type}"/>\n`).join('') +
    '    </attributes>\n';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gexf xmlns="http://gexf.net/1.3" xmlns:viz="http://gexf.net/1.3/viz" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xsi:schemaLocation="http://gexf.net/1.3 http://gexf.net/1.3/gexf.xsd" version="1.3">\n' +
    `  <meta lastmodifieddate="${today}">\n    <creator>Kizuna</creator>\n    <description>${xmlText(description)}</description>\n  </meta>\n` +
    '  <graph defaultedgetype="directed" mode="static">\n' +
    columns('node', NODE_ATTRIBUTES) +
    columns('edge', EDGE_ATTRIBUTES) +
    '    <nodes>\n'
  );
}

export const GEXF_BETWEEN = '    </nodes>\n    <edges>\n';
export const GEXF_TAIL = '    </edges>\n  </graph>\n</gexf>\n';

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return `r="${(n >> 16) & 255}" g="${(n >> 8) & 255}" b="${n & 255}"`;
}

function attvalue(id: string, value: string | number | boolean | null | undefined): string {
  return value === null || value === undefined ? '' : `<attvalue for="${id}" value="${xmlText(String(value))}"/>`;
}

/**
 * One user as a GEXF node: community, its name and color, metrics, active time, position (its
 * place on the whole graph when given, else the community view's), drawn size.
 */
export function gexfNode(
  m: MemberRow,
  clusterName: string,
  color: string,
  isoTime: (ms: number | null) => string,
  place: { x: number; y: number } = m,
): string {
  const values = [
    attvalue('cluster_id', m.cluster_id),
    attvalue('cluster_name', clusterName),
    attvalue('pagerank', m.pagerank),
    attvalue('degree', m.degree),
    attvalue('get_retweeted', m.get_retweeted),
    attvalue('count_retweet', m.count_retweet),
    attvalue('count_followers', m.count_followers),
    attvalue('community_1', m.community_1),
    attvalue('community_2', m.community_2),
    attvalue('community_3', m.community_3),
    attvalue('start_date', m.start_date === null ? null : isoTime(m.start_date)),
    attvalue('end_date', m.end_date === null ? null : isoTime(m.end_date)),
    attvalue('drawn', m.drawn),
  ].join('');
  return (
    `      <node id="${xmlText(m.node_id)}" label="${xmlText(m.tweet_user_screen_name)}">` +
    `<attvalues>${values}</attvalues>` +
    `<viz:color ${rgb(color)}/>` +
    `<viz:position x="${round2(place.x)}" y="${round2(-place.y)}" z="0"/>` +
    `<viz:size value="${(5 + 25 * Math.sqrt(Math.max(0, m.pagerank))).toFixed(2)}"/>` +
    '</node>\n'
  );
}

/** One edge with its weight and the kinds of relation behind it. */
export function gexfEdge(
  id: number,
  source: string,
  target: string,
  weight: number,
  retweets: number,
  replies: number,
  mentions: number,
): string {
  const kind = [retweets > 0 && 'retweet', replies > 0 && 'reply', mentions > 0 && 'mention'].filter(Boolean).join('|');
  return (
    `      <edge id="e${id}" source="${xmlText(source)}" target="${xmlText(target)}" weight="${weight}">` +
    `<attvalues>${attvalue('kind', kind)}${attvalue('retweets', retweets)}${attvalue('replies', replies)}${attvalue('mentions', mentions)}</attvalues>` +
    '</edge>\n'
  );
}

const round2 = (v: number) => Math.round(v * 100) / 100;
