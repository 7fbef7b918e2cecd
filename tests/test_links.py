"""``store.links`` answers a walk's questions about edges exactly as the NetworkX graph does, in the same order."""

import itertools

import pytest

from c0lab import Memory
from c0lab.store.links import Links


def _fill(mem):
    mem.add_concept("Zephyr", "a search engine")
    mem.add_concept("Ann", "an engineer")
    mem.add_concept("Bo", "a manager")
    mem.add_concept("Kite", "a crawler")
    mem.relate("Zephyr", "LED_BY", "Ann", valid_from="2019-01-01")
    mem.relate("Zephyr", "USES", "Kite")
    mem.relate("Kite", "USES", "Zephyr")  # both ways between one pair
    mem.relate("Zephyr", "OWNED_BY", "Bo")
    mem.relate("Zephyr", "LED_BY", "Bo", valid_from="2022-01-01")  # ends Ann's, a second edge of its own
    mem.relate("Zephyr", "MENTORED_BY", "Ann")  # a second edge to a target linked before
    mem.relate("Ann", "REPORTS_TO", "Bo")
    mem.add_patch("Zephyr", "moved to Rust")
    mem.add_patch("Ann", "lives in Oslo")
    mem.add_episode("Ann said Zephyr and Kite ship in May", speaker="bo")
    mem.add_concept("Kite 2", "the next crawler")
    mem.supersede("Kite", "Kite 2")
    mem.add_concept("Loner", "relates to nothing")


def _answers(graph, nodes):
    answers = []
    for node in nodes:
        answers.append(node in graph)
        if node not in graph:
            continue
        answers.append(graph.nodes[node])
        for keys, data in itertools.product((False, True), repeat=2):
            answers.append(list(graph.out_edges(node, keys=keys, data=data)))
            answers.append(list(graph.in_edges(node, keys=keys, data=data)))
        for source, target, key in graph.out_edges(node, keys=True):
            answers.append(graph.edges[source, target, key])
    return answers


@pytest.fixture
def mem(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        _fill(mem)
        yield mem


def test_links_give_what_the_graph_gives_in_its_order(mem):
    store = mem.store
    nodes = [*store.records, "no such record"]
    links = Links(store.records)
    assert _answers(links, nodes) == _answers(store.graph, nodes)
    assert any(len(links.out_edges(node)) > 2 for node in store.records)  # grouping by target was exercised


def test_links_take_records_made_later(mem):
    """``Links.add``: the edges of records made after the links, in the order they were made."""
    store = mem.store
    links = Links(store.records)
    held = set(store.records)
    for record in held:  # grouped edges kept from before the new ones must not be served after
        links.out_edges(record)
        links.in_edges(record)
    mem.add_concept("Late", "came later")
    mem.relate("Late", "USES", "Zephyr")
    mem.relate("Ann", "MENTORS", "Late")
    mem.relate("Late", "BLOCKS", "Zephyr")  # a second edge of a pair held
    mem.add_patch("Late", "now on call")
    links.add(history[0] for record, history in store.records.items() if record not in held)
    nodes = [*store.records]
    assert _answers(links, nodes) == _answers(store.graph, nodes)


def test_a_reader_walks_on_links_and_a_writer_on_the_graph(mem):
    assert mem.store.links is mem.store.graph  # a writer: its writes build the graph anyway


def test_a_walk_builds_no_networkx_graph(mem):
    path = mem.path
    mem.close()
    with Memory.open(path, embedder=None, read_only=True) as reader:
        walk = reader.walk("who leads Zephyr?", depth=3)
        assert not walk.dead_end and any(fact.relation == "LED_BY" for fact in walk.facts)
        assert reader.store._graph is None


def test_a_missing_edge_or_node_is_a_key_error(mem):
    links = Links(mem.store.records)
    record = next(iter(mem.store.records))
    with pytest.raises(KeyError):
        links.edges[record, record, "nothing"]
    with pytest.raises(KeyError):
        links.nodes["nothing"]
    assert links.out_edges("nothing") == [] and "nothing" not in links
