import type { SeriesFlows } from '@kizuna/http-api';

/**
 * The communities of each run top to bottom, so that the alluvial's bands do not cross where they
 * need not: the first run in the order of the tracks; each later run by where its users came from
 * (the users-weighted mean place of its predecessors in the run before, the usual barycentre
 * ordering of layered drawings), so a tracked community keeps its place across the columns and a
 * split's parts sit together. Communities nobody came to (born of arrivals only) go last, by track.
 */
export function columnOrder(flows: Pick<SeriesFlows, 'runs' | 'steps' | 'tracks'>): number[][] {
  const trackPlace = new Map<string, number>();
  flows.tracks.forEach((track, i) =>
    track.cluster_ids.forEach((id, run) => {
      if (id !== null) trackPlace.set(`${run}:${id}`, i);
    }),
  );
  const byTrack = (run: number) => (a: number, b: number) =>
    (trackPlace.get(`${run}:${a}`) ?? Infinity) - (trackPlace.get(`${run}:${b}`) ?? Infinity) || a - b;
  const columns: number[][] = [];
  flows.runs.forEach((run, r) => {
    const ids = run.communities.map((c) => c.cluster_id);
    if (r === 0) {
      columns.push([...ids].sort(byTrack(0)));
      return;
    }
    const place = new Map(columns[r - 1].map((id, i) => [id, i]));
    const sum = new Map<number, { weighted: number; users: number }>();
    for (const f of flows.steps[r - 1]?.flows ?? []) {
      const at = place.get(f.from_cluster_id);
      if (at === undefined || f.users <= 0) continue;
      const s = sum.get(f.to_cluster_id) ?? { weighted: 0, users: 0 };
      s.weighted += at * f.users;
      s.users += f.users;
      sum.set(f.to_cluster_id, s);
    }
    const centre = (id: number) => {
      const s = sum.get(id);
      return s ? s.weighted / s.users : Infinity;
    };
    const tie = byTrack(r);
    columns.push(
      [...ids].sort((a, b) => {
        const [x, y] = [centre(a), centre(b)];
        if (x === y) return tie(a, b);
        return x < y ? -1 : 1;
      }),
    );
  });
  return columns;
}
