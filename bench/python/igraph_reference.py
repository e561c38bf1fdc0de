"""Reference figures from python-igraph for one GML graph with known groups (used by bench/).

Usage: igraph_reference.py <graph.gml> <k> <ground-truth attribute> <leiden runs>
Prints JSON: modularity of igraph's Leiden per run (seeds 1..runs), and the NMI against the known
groups of igraph's exact-k methods: fastgreedy and walktrap dendrograms cut at k, and leading
eigenvector asked for k clusters (it may return fewer; the count is reported).
"""
import json
import random
import sys
import warnings

import igraph as ig

warnings.filterwarnings("ignore")  # polbooks.gml has a bare '&' that igraph warns about


def main():
    path, k, attribute, runs = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    g = ig.Graph.Read_GML(path)
    labels = {v: i for i, v in enumerate(sorted(set(map(str, g.vs[attribute]))))}
    truth = [labels[str(v)] for v in g.vs[attribute]]
    leiden = []
    for seed in range(1, runs + 1):
        random.seed(seed)
        part = g.community_leiden(objective_function="modularity", n_iterations=-1)
        leiden.append(g.modularity(part.membership))
    nmi = lambda membership: ig.compare_communities(truth, membership, method="nmi")
    eigen = g.community_leading_eigenvector(clusters=k).membership
    print(json.dumps({
        "leiden_modularity": leiden,
        "fastgreedy_nmi": nmi(g.community_fastgreedy().as_clustering(k).membership),
        "walktrap_nmi": nmi(g.community_walktrap().as_clustering(k).membership),
        "eigenvector_nmi": nmi(eigen),
        "eigenvector_clusters": len(set(eigen)),
        "igraph_version": ig.__version__,
    }))


if __name__ == "__main__":
    main()
