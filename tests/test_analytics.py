"""Graph analytics on time slices, against graphs with known answers."""

from __future__ import annotations

import networkx as nx
import pytest

from c0lab import Memory, UnknownConceptError


@pytest.fixture
def star(tmp_path):
    """Before 2020 a star around 'hub'; from 2020 a second star around 'rival' takes three leaves."""
    mem = Memory.open(tmp_path, embedder=None)
    leaves = [f"leaf {number}" for number in range(6)]
    mem.add_concepts([{"name": "hub"}, {"name": "rival", "valid_from": "2020-01-01"}]
                     + [{"name": leaf} for leaf in leaves])
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
    with pytest.raises(UnknownConceptError, match="no chain of relations"):
        star.analytics.shortest_path("alone", "hub")


def test_bridges_join_communities(star):
    bridges = star.analytics.bridges(as_of="2021-06-01")
    assert ["hub", "KNOWS", "rival"] in bridges[["source", "relation", "target"]].values.tolist()
    assert star.analytics.bridges(as_of="2019-06-01").empty  # one star, one community: nothing to bridge
    assert star.analytics.communities(as_of="2019-06-01")["community"].nunique() == 1
    assert star.analytics.communities(as_of="2021-06-01")["community"].nunique() == 2
