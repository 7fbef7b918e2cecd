"""Graph analytics on time slices, against graphs with known answers."""

from __future__ import annotations

import networkx as nx
import pytest

from c0lab import Memory, NoPathError, NotValidError, UnknownConceptError


@pytest.fixture
def star(tmp_path):
    """Before 2020 a star around 'hub'; from 2020 a second star around 'rival' takes three leaves."""
    mem = Memory.open(tmp_path, embedder=None)
    leaves = [f"leaf {number}" for number in range(6)]
    mem.add_concepts(
        [{"name": "hub"}, {"name": "rival", "valid_from": "2020-01-01"}] + [{"name": leaf} for leaf in leaves]
    )
    for number, leaf in enumerate(leaves):
        moved = number < 3
        mem.relate(leaf, "POINTS_TO", "hub", valid_to="2020-01-01" if moved else None)
        if moved:
            mem.relate(leaf, "POINTS_TO", "rival", valid_from="2020-01-01")
    mem.relate("hub", "KNOWS", "rival", valid_from="2020-01-01")
    yield mem
    mem.close()


def test_pagerank_follows_the_slice(star):
    before = star.analytics.pagerank(as_of="2019-06-01")
    after = star.analytics.pagerank(as_of="2021-06-01")
    assert before["name"][0] == "hub" and "rival" not in set(before["name"])
    expected = nx.pagerank(nx.DiGraph([(f"leaf {n}", "hub") for n in range(6)]))
    assert before.set_index("name")["pagerank"].to_dict() == pytest.approx(expected)
    assert after["name"][0] == "rival"  # three leaves and the hub point to it now
    assert abs(after["pagerank"].sum() - 1) < 1e-9


def test_betweenness_and_hits_on_two_slices(star):
    before = star.analytics.betweenness(as_of="2019-06-01").set_index("name")["betweenness"]
    assert before["hub"] == pytest.approx(1.0) and before["leaf 0"] == 0
    after = star.analytics.betweenness(as_of="2021-06-01").set_index("name")["betweenness"]
    assert after["hub"] < 1.0 and after["rival"] > 0
    hits = star.analytics.hits(as_of="2019-06-01")
    assert hits["name"][0] == "hub" and hits.set_index("name")["authority"]["leaf 0"] == pytest.approx(0)
    later = star.analytics.hits(as_of="2021-06-01").set_index("name")
    assert later.loc["rival", "authority"] > 0 and "rival" not in set(hits["name"])


def test_components_and_communities_split_when_the_link_is_missing(star):
    assert set(star.analytics.components(as_of="2019-06-01")["component"]) == {0}
    star.add_concepts([{"name": "island a"}, {"name": "island b"}])
    star.relate("island a", "KNOWS", "island b")
    parts = star.analytics.components(as_of="2021-06-01").set_index("name")
    assert parts.loc["island a", "component"] == parts.loc["island b", "component"] == 1
    assert parts.loc["hub", "size"] == 8
    communities = star.analytics.communities(as_of="2021-06-01").set_index("name")["community"]
    assert communities["leaf 0"] == communities["rival"] != communities["leaf 5"] == communities["hub"]
    assert communities["island a"] == communities["island b"]
    labelled = star.analytics.communities(as_of="2021-06-01", method="label_propagation").set_index("name")["community"]
    assert labelled["island a"] == labelled["island b"] != labelled["hub"]


def test_communities_recover_planted_cliques():
    graph = nx.connected_caveman_graph(4, 6)  # 4 cliques of 6, each linked to the next
    with Memory.open(__import__("tempfile").mkdtemp(), embedder=None) as mem:
        mem.add_concepts([{"name": f"node {n}"} for n in graph.nodes])
        mem.add_relations([{"source": f"node {a}", "type": "LINKS", "target": f"node {b}"} for a, b in graph.edges])
        found = mem.analytics.communities().groupby("community")["name"].apply(frozenset)
        planted = {frozenset(f"node {n}" for n in range(start, start + 6)) for start in range(0, 24, 6)}
        assert set(found) == planted
        assert len(mem.analytics.bridges()) == 4  # the four edges that link the cliques
        hops = mem.analytics.shortest_path("node 0", "node 13")
        assert len(hops) == nx.shortest_path_length(graph, 0, 13)


def test_path_is_found_as_of_a_date_or_not_at_all(star):
    steps = star.analytics.shortest_path("leaf 0", "leaf 5", as_of="2019-06-01")
    assert steps[["from", "to"]].values.tolist() == [["leaf 0", "hub"], ["hub", "leaf 5"]]
    assert steps["direction"].tolist() == ["out", "in"]
    later = star.analytics.shortest_path("leaf 0", "leaf 5", as_of="2021-06-01")
    assert later["to"].tolist() == ["rival", "hub", "leaf 5"]
    star.add_concept("alone")
    with pytest.raises(NoPathError, match="no chain of relations"):  # not UnknownConceptError: both exist
        star.analytics.shortest_path("alone", "hub")
    assert not issubclass(NoPathError, UnknownConceptError)
    with pytest.raises(NotValidError, match="not valid"):
        star.analytics.shortest_path("rival", "hub", as_of="2019-06-01")


def test_bridges_join_communities(star):
    bridges = star.analytics.bridges(as_of="2021-06-01")
    assert ["hub", "KNOWS", "rival"] in bridges[["source", "relation", "target"]].values.tolist()
    assert star.analytics.bridges(as_of="2019-06-01").empty  # one star, one community: nothing to bridge
    assert star.analytics.communities(as_of="2019-06-01")["community"].nunique() == 1
    assert star.analytics.communities(as_of="2021-06-01")["community"].nunique() == 2


# -- the array slice and its algorithms, against NetworkX on the same graphs -----------------------


def _memory_of(graph: nx.DiGraph, folder) -> Memory:
    mem = Memory.open(folder, embedder=None)
    mem.add_concepts([{"name": f"node {n}"} for n in graph.nodes])
    mem.add_relations([{"source": f"node {a}", "type": "LINKS", "target": f"node {b}"} for a, b in graph.edges])
    return mem


def _named(graph: nx.DiGraph) -> nx.DiGraph:
    return nx.relabel_nodes(graph, {n: f"node {n}" for n in graph})


HAND_BUILT = {
    "random": nx.gnp_random_graph(40, 0.08, seed=3, directed=True),
    "caveman": nx.connected_caveman_graph(4, 5).to_directed(),
    "with dangling nodes": nx.DiGraph([(0, 1), (1, 2), (2, 0), (3, 0), (4, 3), (5, 4), (6, 6 - 1), (7, 2)]),
}


@pytest.mark.parametrize("label", sorted(HAND_BUILT))
def test_array_algorithms_equal_networkx(label, tmp_path):
    graph = HAND_BUILT[label]
    graph.remove_edges_from(nx.selfloop_edges(graph))
    named = _named(graph)
    with _memory_of(graph, tmp_path) as mem:
        ranks = mem.analytics.pagerank().set_index("name")["pagerank"].to_dict()
        assert ranks == pytest.approx(nx.pagerank(named), abs=1e-6)
        if label != "with dangling nodes":  # there the leading singular value repeats: no unique HITS answer
            hits = mem.analytics.hits().set_index("name")
            hubs, authorities = nx.hits(named, max_iter=1000)
            assert hits["hub"].to_dict() == pytest.approx(hubs, abs=1e-6)
            assert hits["authority"].to_dict() == pytest.approx(authorities, abs=1e-6)
        parts = mem.analytics.components().groupby("component")["name"].apply(frozenset)
        assert set(parts) == {frozenset(part) for part in nx.weakly_connected_components(named)}
        undirected = named.to_undirected()
        for a, b in [("node 0", "node 7"), ("node 1", "node 3"), ("node 2", "node 5")]:
            if not nx.has_path(undirected, a, b):
                with pytest.raises(NoPathError):
                    mem.analytics.shortest_path(a, b)
                continue
            steps = mem.analytics.shortest_path(a, b)
            assert len(steps) == nx.shortest_path_length(undirected, a, b)
            assert (steps["from"].iloc[0], steps["to"].iloc[-1]) == (a, b)


def test_the_slice_is_what_the_graph_shows_then(tmp_path):
    """Visible concepts only; relations to a concept not visible dropped; parallel relations one edge named by
    the latest; SUPERSEDES trails left out; a closed version (a later commit) taken back out."""
    with Memory.open(tmp_path, embedder=None) as mem:
        mem.add_concepts([{"name": "a"}, {"name": "b"}, {"name": "c"}, {"name": "later", "valid_from": "2020-01-01"}])
        mem.relate("a", "USES", "b")
        mem.relate("a", "CITES", "b")
        mem.relate("b", "USES", "later")
        mem.supersede("c", "later", at="2021-01-01")
        store = mem.store
        early = store.array_slice(as_of=mem_time("2019-01-01"), known_at=store.last_change_at)
        assert sorted(_name(mem, r) for r in early.records) == ["a", "b", "c"]
        assert early.edge_count == 1 and early.relation(0, 1) == "CITES" and early.relation(1, 0) is None
        late = store.array_slice(as_of=mem_time("2022-01-01"), known_at=store.last_change_at)
        names = [_name(mem, r) for r in late.records]
        assert sorted(names) == ["a", "b", "later"]
        assert late.edge_count == 2  # a->b and b->later; later SUPERSEDES c is a trail, and c has ended
        mem.invalidate("b", reason="wrong", at="2000-01-01")
        after = store.array_slice(as_of=mem_time("2022-01-01"), known_at=store.last_change_at)
        assert [_name(mem, r) for r in after.records] == ["a", "later"] and after.edge_count == 0
        before = store.array_slice(as_of=mem_time("2022-01-01"), known_at=late_known(store, late))
        assert before.edge_count == 2  # known_at before the invalidation still sees b


def _name(mem: Memory, record: str) -> str:
    return mem.store.records[record][-1].name


def mem_time(text: str) -> int:
    from c0lab._time import parse_time

    return parse_time(text)


def late_known(store, _slice) -> int:
    return min(v.recorded_at for v in store.versions.values() if v.reason == "wrong") - 1


def test_compiled_and_networkx_louvain_agree_on_planted_cliques(tmp_path):
    pytest.importorskip("networkit")
    from c0lab.store import graphs

    with _memory_of(nx.connected_caveman_graph(5, 6).to_directed(), tmp_path) as mem:
        graph = mem.store.array_slice(as_of=mem.store.last_change_at, known_at=mem.store.last_change_at)
        compiled = {frozenset(part.tolist()) for part in graphs.communities(graph, compiled=True)}
        plain = {frozenset(part.tolist()) for part in graphs.communities(graph, compiled=False)}
        assert compiled == plain and len(compiled) == 5


def test_search_signals_rank_the_analytics_slice(tmp_path):
    """The graph signals of search are the analytics' PageRank and communities, on the same slice."""
    with _memory_of(nx.connected_caveman_graph(3, 5).to_directed(), tmp_path) as mem:
        now = mem.store.last_change_at
        ranks, community = mem.index._signals(as_of=now, known_at=now)
        expected = mem.analytics.pagerank().set_index("name")["pagerank"]
        assert {_name(mem, r): v for r, v in ranks.items()} == pytest.approx((expected / expected.max()).to_dict())
        groups = mem.analytics.communities().groupby("community")["name"].apply(frozenset)
        found: dict[int, set[str]] = {}
        for record, number in community.items():
            found.setdefault(number, set()).add(_name(mem, record))
        assert {frozenset(part) for part in found.values()} == set(groups)


@pytest.mark.slow
@pytest.mark.integration
def test_compiled_communities_load_networkit_without_its_plotting_helpers():
    """NetworKit's package imports scikit-learn and matplotlib (250 MB); communities load only its compiled
    modules, and a later ``import networkit`` still gets the whole package."""
    import subprocess
    import sys

    pytest.importorskip("networkit")
    code = (
        "import sys\n"
        "from c0lab.store import graphs, slices\n"
        "import numpy as np\n"
        "s = slices.Slice(records=np.array(['a','b','c','d'], dtype=object), sources=np.array([0, 2]),\n"
        "                 targets=np.array([1, 3]), relations=np.array(['R', 'R'], dtype=object))\n"
        "parts = sorted(sorted(p.tolist()) for p in graphs.communities(s, compiled=True))\n"
        "assert parts == [[0, 1], [2, 3]], parts\n"
        "assert 'sklearn' not in sys.modules and 'matplotlib' not in sys.modules\n"
        "import networkit\n"
        "assert networkit.community.PLM is sys.modules['networkit.community'].PLM and hasattr(networkit, 'Graph')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
