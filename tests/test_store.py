"""The in-memory store: the graph it builds in bulk equals NetworkX's own."""

import random

import networkx as nx

from c0lab.store.versions import _add_edges_in_bulk


def test_bulk_edges_build_the_same_multidigraph_as_networkx():
    rng = random.Random(3)
    nodes = [f"n{number}" for number in range(50)]
    edges = [
        (rng.choice(nodes), rng.choice(nodes), f"e{number}", {"kind": "relation", "weight": number})
        for number in range(400)
    ]
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


def _graph_state(graph: nx.MultiDiGraph):
    nodes = sorted((node, data["kind"], tuple(data.get("versions", ()))) for node, data in graph.nodes(data=True))
    edges = sorted(
        (source, target, key, data["kind"], tuple(data.get("versions", ())))
        for source, target, key, data in graph.edges(keys=True, data=True)
    )
    return nodes, edges


def test_the_graph_built_at_first_use_equals_the_one_kept_by_commits(tmp_path):
    """Opening does not build the graph; built later from the records it is the graph that the commits
    kept up to date: nodes, keyed edges, kinds and version lists (patches, supersession, ended relations)."""
    from c0lab import Memory

    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": f"thing {number}", "description": "a thing"} for number in range(6)])
        mem.store.graph  # noqa: B018 - built now: later commits go into it one by one
        mem.relate("thing 0", "USES", "thing 1", valid_from="2020-01-01")
        mem.relate("thing 0", "USES", "thing 2", valid_from="2021-01-01")
        mem.add_relations([{"source": f"thing {n}", "type": "CITES", "target": f"thing {n + 1}"} for n in range(5)])
        mem.add_patch("thing 3", "it moved to the north site")
        mem.end("thing 0", "USES", "thing 1", at="2022-01-01")
        mem.supersede("thing 4", "thing 5", at="2023-01-01")
        kept = _graph_state(mem.store.graph)
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.search("thing", mode="keyword")
        assert "conflicts" in mem.audit() and mem.analytics.pagerank() is not None
        assert mem.store._graph is None  # search, audit and analytics read the columns and patches_of
        assert [
            patch.text
            for patch in mem.core.patches(
                mem.store.names["thing 3"][0], as_of=mem.store.last_change_at, known_at=mem.store.last_change_at
            )
        ] == ["it moved to the north site"]
        assert _graph_state(mem.store.graph) == kept
        assert mem.neighbours("thing 0")["name"].tolist()  # the walk-side readers see it


def test_a_closed_memory_is_freed_when_another_opens(tmp_path):
    import gc
    import weakref

    from c0lab import Memory

    first = Memory.open(tmp_path / "a", embedder=None)
    first.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}])
    first.relate("Zephyr", "LED_BY", "Mara")
    first.walk("Zephyr")
    graph = weakref.ref(first.store.graph)
    first.close()
    second = Memory.open(tmp_path / "b", embedder=None)  # a second open must not pin the first one's objects
    del first
    gc.collect()
    assert graph() is None
    second.close()


def _columns_by_name(columns):
    """The time columns with node and type codes spelt out (codes may be numbered differently)."""
    columns._fold()
    concepts, relations = columns._concepts, columns._relations
    nodes, types = list(columns._node_records), list(columns._types)
    spelt = {name: values.tolist() for name, values in concepts.items() if name != "node"}
    spelt["node"] = [nodes[node] for node in concepts["node"].tolist()]
    for name, values in relations.items():
        if name in ("source", "target"):
            spelt[f"relation {name}"] = [nodes[node] if node >= 0 else None for node in values.tolist()]
        elif name == "type":
            spelt["relation type"] = [types[code] for code in values.tolist()]
        else:
            spelt[f"relation {name}"] = values.tolist()
    return spelt


def test_the_columns_read_at_open_equal_those_the_commits_kept(tmp_path):
    """Opening fills the time columns straight from the files' Arrow columns; they must equal the columns
    folded row by row from the commits: later states of a version, patches, episodes as relation ends,
    ended, superseded and invalidated records."""
    from c0lab import Memory
    from c0lab.model.records import Version, new_record_id

    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": f"thing {number}", "description": "a thing"} for number in range(6)])
        mem.relate("thing 0", "USES", "thing 1", valid_from="2020-01-01")
        mem.relate("thing 0", "USES", "thing 2", valid_from="2021-01-01")
        mem.add_relations([{"source": f"thing {n}", "type": "CITES", "target": f"thing {n + 1}"} for n in range(5)])
        mem.add_patch("thing 3", "it moved to the north site")
        episode = mem.add_episode("thing 2 was mentioned in a meeting", speaker="Mara")
        store = mem.store
        concept = store.names["thing 2"][0]
        store.commit(
            [
                Version(
                    version=store.next_version(),
                    record=new_record_id("relation"),
                    kind="relation",
                    name="MENTIONED_IN",
                    source_id=concept,
                    target_id=f"episode:{episode}",
                    recorded_at=store.tick(),
                )
            ]
        )
        mem.end("thing 0", "USES", "thing 1", at="2022-01-01")
        mem.supersede("thing 4", "thing 5", at="2023-01-01")
        mem.invalidate("thing 1", reason="never existed", at="2019-01-01")
        kept = _columns_by_name(store.columns)
        versions = dict(store.versions)
    with Memory.open(tmp_path / "m", embedder=None, read_only=True) as mem:
        assert not mem.store.columns._pending  # read from Arrow, not queued row by row
        assert _columns_by_name(mem.store.columns) == kept
        assert mem.store.versions == versions
        relation = next(v for v in mem.store.versions.values() if v.name == "MENTIONED_IN")
        assert relation.source_id is mem.store.records[relation.source_id][0].record  # one object for one id


def test_kinds_are_named_and_the_overloaded_columns_have_accessors():
    from c0lab.model.records import Kind, Version

    episode = Version(version=1, record="episode:x", kind=Kind.EPISODE, name="Ada", text="hi", label="s1")
    concept = Version(version=2, record="concept:y", kind="concept", name="Loom", label="project")
    assert episode.speaker == "Ada" and episode.session == "s1" and concept.concept_kind == "project"
    assert concept.kind == Kind.CONCEPT and Kind("episode") is Kind.EPISODE and str(Kind.RELATION) == "relation"
