"""The in-memory store: the graph it builds in bulk equals NetworkX's own."""

import random

import networkx as nx

from c0lab.store.versions import _add_edges_in_bulk


def test_bulk_edges_build_the_same_multidigraph_as_networkx():
    rng = random.Random(3)
    nodes = [f"n{number}" for number in range(50)]
    edges = [(rng.choice(nodes), rng.choice(nodes), f"e{number}", {"kind": "relation", "weight": number})
             for number in range(400)]
    edges.append(("n0", "outsider", "e-last", {"kind": "relation"}))  # an end that is not a node yet
    expected, built = nx.MultiDiGraph(), nx.MultiDiGraph()
    for graph in (expected, built):
        graph.add_nodes_from(nodes)
    expected.add_edges_from(edges)
    _add_edges_in_bulk(built, edges)
    assert sorted(built.edges(keys=True, data="weight")) == sorted(expected.edges(keys=True, data="weight"))
    assert built.number_of_nodes() == expected.number_of_nodes() == 51
    for node in nodes:
        assert sorted(built.in_edges(node, keys=True)) == sorted(expected.in_edges(node, keys=True))
        assert built.out_degree(node) == expected.out_degree(node)
    view = nx.subgraph_view(built, filter_edge=lambda u, v, k: k != "e1")
    assert view.number_of_edges() == built.number_of_edges() - 1
