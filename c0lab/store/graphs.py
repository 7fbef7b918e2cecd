"""Graph algorithms on an array :class:`~c0lab.store.slices.Slice`, where they run fast.

PageRank, HITS, connected components and shortest paths run on the slice's
sparse matrices with SciPy — the same computations NetworkX makes after it
has converted its graph to those matrices, without the conversion.
Communities come from NetworKit's Louvain (PLM, compiled C++) when the
``fast`` extra is installed, and from NetworkX's otherwise. Each function answers in node
numbers; callers turn them into names. SciPy and NetworkX are imported by the functions that use them, so a
read that ranks nothing (a walk from a new process) does not wait for them.

Chosen by measurement (``bench/bench_scale.py``; 100,000 concepts, 200,000
relations, 2 shared cores): PageRank 14 ms with SciPy, 34 ms with igraph,
37 ms with rustworkx, 0.7 s with NetworkX (its graph built already);
Louvain 2.7 s with NetworKit's PLM (one thread) against 46 s with igraph's
multilevel in the same minute (6 s on a quiet machine; leidenalg's Leiden
14 s), two minutes with NetworkX.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import sys
import types
from typing import Literal

import numpy as np

from .slices import Slice

__all__ = ["Method", "communities", "components", "compiled_communities", "hits", "pagerank", "shortest_path"]

Method = Literal["louvain", "label_propagation"]


def pagerank(graph: Slice, *, alpha: float = 0.85, max_iter: int = 100, tol: float = 1.0e-6) -> np.ndarray:
    """PageRank of each node; the power iteration of :func:`networkx.pagerank` (uniform teleport and
    dangling weights, the same stopping rule), so the values agree with it to its tolerance."""
    n = len(graph)
    if n == 0:
        return np.zeros(0)
    adjacency = graph.adjacency
    out_degree = np.asarray(adjacency.sum(axis=1)).ravel()
    inverse = np.divide(1.0, out_degree, out=np.zeros(n), where=out_degree > 0)
    incoming = adjacency.T.tocsr()
    dangling = out_degree == 0
    x = np.full(n, 1.0 / n)
    for _ in range(max_iter):
        last = x
        x = alpha * (incoming @ (x * inverse) + x[dangling].sum() / n) + (1 - alpha) / n
        if np.abs(x - last).sum() < n * tol:
            ranks: np.ndarray = x
            return ranks
    import networkx as nx

    raise nx.PowerIterationFailedConvergence(max_iter)


def hits(graph: Slice, *, max_iter: int = 1000, tol: float = 1.0e-8) -> tuple[np.ndarray, np.ndarray]:
    """HITS (hubs, authorities), each summing to 1: the leading singular vectors of the adjacency,
    as :func:`networkx.hits` computes them."""
    from scipy.sparse.linalg import svds

    n = len(graph)
    if graph.edge_count == 0:
        return np.zeros(n), np.zeros(n)
    adjacency = graph.adjacency
    if n < 3:  # ARPACK needs k < min(shape); a dense SVD is exact for such small graphs
        _, _, vt = np.linalg.svd(adjacency.toarray())
        authority = vt[0]
    else:
        _, _, vt = svds(adjacency, k=1, v0=np.ones(n) / n, maxiter=max_iter, tol=tol)
        authority = vt.ravel().real
    hub = adjacency @ authority
    return hub / hub.sum(), authority / authority.sum()


def components(graph: Slice) -> np.ndarray:
    """The connected component of each node, direction ignored (labels in no particular order)."""
    from scipy.sparse import csgraph

    if len(graph) == 0:
        return np.zeros(0, dtype=np.int64)
    labels: np.ndarray
    _, labels = csgraph.connected_components(graph.adjacency, directed=True, connection="weak")
    return labels


def shortest_path(graph: Slice, start: int, end: int) -> list[int] | None:
    """The nodes of a shortest chain from ``start`` to ``end``, direction ignored; ``None`` if none."""
    from scipy.sparse import csgraph

    if start == end:
        return [start]
    order, predecessors = csgraph.breadth_first_order(graph.undirected, start, directed=False, return_predecessors=True)
    if predecessors[end] < 0:
        return None
    path = [end]
    while path[-1] != start:
        path.append(int(predecessors[path[-1]]))
    return path[::-1]


def compiled_communities() -> bool:
    """Whether communities are found by a compiled library (NetworKit, the ``fast`` extra)."""
    return importlib.util.find_spec("networkit") is not None


@functools.cache
def _networkit() -> tuple[types.ModuleType, types.ModuleType, types.ModuleType]:
    """NetworKit's compiled ``graph``, ``community`` and ``engineering`` modules, without its package.

    ``import networkit`` runs a package ``__init__`` that imports scikit-learn,
    matplotlib and IPython for its profiling and plotting helpers: 250 MB and
    1.5 s that communities never use. The three compiled modules are loaded
    under a bare stand-in package that is removed afterwards, so a later
    ``import networkit`` (the user's) runs the real one and reuses them.
    """
    if "networkit" in sys.modules:  # imported already (by the user): use it
        import networkit

        return networkit.graph, networkit.community, networkit.engineering
    spec = importlib.util.find_spec("networkit")
    if spec is None or spec.submodule_search_locations is None:
        raise ImportError("networkit is not installed (pip install 'c0lab[fast]')")
    bare = types.ModuleType("networkit")
    bare.__path__, bare.__spec__ = list(spec.submodule_search_locations), spec
    sys.modules["networkit"] = bare
    try:
        graph = importlib.import_module("networkit.graph")
        community = importlib.import_module("networkit.community")
        engineering = importlib.import_module("networkit.engineering")
    finally:
        del sys.modules["networkit"]
    return graph, community, engineering


def communities(
    graph: Slice, *, method: Method = "louvain", seed: int = 0, compiled: bool | None = None
) -> list[np.ndarray]:
    """Communities of the slice, direction ignored: node numbers of each.

    Louvain comes from NetworKit (its PLM) when ``compiled`` is true — by
    default when NetworKit is installed — else from NetworkX; label
    propagation from NetworkX (NetworKit's PLP, being asynchronous, merges
    planted cliques that NetworkX's semi-synchronous one keeps apart).
    """
    import networkx as nx

    if len(graph) == 0:
        return []
    if compiled is None:
        compiled = compiled_communities()
    if compiled and method == "louvain":
        return _networkit_louvain(graph, seed=seed)
    undirected = nx.Graph()
    undirected.add_nodes_from(range(len(graph)))
    undirected.add_edges_from(zip(graph.sources.tolist(), graph.targets.tolist(), strict=True))
    if method == "louvain":
        found = nx.community.louvain_communities(undirected, seed=seed)
    else:
        found = nx.community.label_propagation_communities(undirected)
    return [np.fromiter(part, dtype=np.int64, count=len(part)) for part in found]


def _networkit_louvain(graph: Slice, *, seed: int) -> list[np.ndarray]:
    """NetworKit's Louvain (PLM, with refinement), on one thread with a fixed seed so that the same
    slice gives the same communities."""
    import scipy.sparse as sp

    graphs, community, engineering = _networkit()
    upper = sp.triu(graph.undirected, format="coo")  # each joined pair once
    network = graphs.GraphFromCoo(
        (np.ones(upper.nnz), (upper.row.astype(np.uint64), upper.col.astype(np.uint64))),
        n=len(graph),
        directed=False,
        weighted=False,
    )
    threads = engineering.getMaxNumberOfThreads()
    engineering.setNumberOfThreads(1)
    engineering.setSeed(seed, False)
    try:
        algorithm = community.PLM(network, refine=True)
        algorithm.run()
        labels = np.asarray(algorithm.getPartition().getVector())
    finally:
        engineering.setNumberOfThreads(threads)
    order = np.argsort(labels, kind="stable")
    return np.split(order, np.flatnonzero(np.diff(labels[order])) + 1)
