import { partitionExactK, prepareAnalysis, type Post } from '@kizuna/analysis/engine';

/** Community of every user of the posts at k, with the block model step, as a run places them. */
export function placedCommunities(generated: ReadonlyArray<Omit<Post, 'row'>>, k: number): Map<string, number> {
  const posts: Post[] = generated.map((p, row) => ({ ...p, row }));
  const prepared = prepareAnalysis(
    posts,
    posts.map(() => []),
    ['retweet'],
  );
  const partition = partitionExactK({
    graph: prepared.graph,
    k,
    seed: 1,
    text: prepared.text,
    natural: prepared.naturalPartition(1),
  });
  return new Map(prepared.network.names.map((name, u) => [name, partition.assignment[u]]));
}
