"""``c0lab mcp`` end to end (issue 28): the SDK's own client over a real stdio subprocess, and raw JSON-RPC."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("mcp")

from mcp import Client
from mcp.client.stdio import StdioServerParameters

from c0lab import Memory

ROOT = Path(__file__).resolve().parents[1]
ENV = {
    **os.environ,
    "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    "C0LAB_EMBEDDER": "none",
}
TOOLS = {
    "walk",
    "search",
    "recall",
    "concept",
    "history",
    "add_concept",
    "add_patch",
    "relate",
    "end",
    "retract",
    "supersede",
    "invalidate",
    "describe",
    "ingest",
    "batch",
    "pagerank",
    "communities",
    "path",
    "timeline",
    "status",
    "snapshot",
    "diff",
    "audit",
    "ingest_file",
    "add_rule",
    "rules",
    "remove_rule",
}


def server(path: Path) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable, args=["-m", "c0lab", "mcp", "--path", str(path)], env=ENV, cwd=str(ROOT)
    )


async def call(client: Client, tool: str, **arguments) -> dict:
    """A tool's structured result; fails the test on a tool error."""
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, (tool, result.content)
    return result.structured_content


async def error(client: Client, tool: str, **arguments) -> str:
    """A tool error's text: one line."""
    result = await client.call_tool(tool, arguments)
    assert result.is_error, (tool, result.structured_content)
    text = result.content[0].text
    assert "\n" not in text and "Traceback" not in text, text
    return text


@pytest.mark.slow
@pytest.mark.integration  # a server process
def test_the_sdk_client_lists_writes_reads_as_of_and_meets_a_notebook_writer(tmp_path):
    path = tmp_path / "memory"

    async def scenario() -> None:
        async with Client(server(path), mode="legacy") as client:
            listed = (await client.list_tools()).tools
            assert {tool.name for tool in listed} == TOOLS
            assert all(tool.input_schema["type"] == "object" and tool.description for tool in listed)
            walk_schema = next(tool for tool in listed if tool.name == "walk").input_schema
            assert walk_schema["required"] == ["question"] and walk_schema["properties"]["depth"]["maximum"] == 5

            # write
            await call(client, "add_concept", name="Zephyr", description="An internal search engine.")
            for name in ("Mara Quill", "Tomas Vey", "Ben Ortiz"):
                await call(client, "add_concept", name=name, description="An engineer.")
            await call(
                client,
                "relate",
                source="Zephyr",
                type="led by",
                target="Mara Quill",
                valid_from="2019-01-01",
                valid_to="2022-01-01",
            )
            await call(client, "relate", source="Zephyr", type="LED_BY", target="Tomas Vey", valid_from="2022-01-01")
            await call(client, "add_patch", name="Zephyr", content="Rewritten in Rust in 2023.")
            # read back as of a date
            then = await call(client, "walk", question="who leads Zephyr?", as_of="2020-06-01")
            assert then["found"] and [f["object"] for f in then["facts"] if f["status"] == "current"] == ["Mara Quill"]
            now = await call(client, "walk", question="who leads Zephyr?")
            assert [f["object"] for f in now["facts"] if f["status"] == "current"] == ["Tomas Vey"]
            # a dead end is a result, not an error
            dead = await call(client, "walk", question="who maintains nothingburger?")
            assert dead["found"] is False and dead["dead_end"] is True
            missing = await call(client, "concept", name="Nobody")
            assert missing["found"] is False and "Nobody" in missing["message"]
            # bad arguments: one-line tool errors, and the server goes on
            assert "as_of" in await error(client, "walk", question="x", as_of="someday")
            assert "depth" in await error(client, "walk", question="x", depth="deep")
            assert "question" in await error(client, "walk")
            assert "already holds" in await error(
                client, "relate", source="Zephyr", type="LED_BY", target="Tomas Vey", valid_from="2022-01-01"
            )
            assert "unknown" in (await error(client, "no_such_tool")).lower()

            # the rest of the query tools
            found = await call(client, "search", text="search engine", mode="keyword")
            assert found["results"][0]["name"] == "Zephyr"
            concept = (await call(client, "concept", name="Zephyr"))["concept"]
            assert concept["patches"][0]["content"].startswith("Rewritten")
            history = await call(client, "history", name="Zephyr")
            texts = {row["text"] for row in history["versions"]}
            assert {"Zephyr LED_BY Mara Quill", "Zephyr LED_BY Tomas Vey"} <= texts
            timeline = await call(client, "timeline", source="Zephyr", type="led by")
            assert [(row["text"].split()[-1], row["valid_from"][:4]) for row in timeline["versions"]] == [
                ("Quill", "2019"),
                ("Vey", "2022"),
            ]
            # mutate: describe, end, supersede, invalidate, ingest, retract, batch
            await call(client, "snapshot", name="before")
            await call(client, "describe", name="Ben Ortiz", description="Maintains tinytorch-lite.")
            await call(client, "relate", source="Ben Ortiz", type="WORKS_ON", target="Zephyr", valid_from="2020")
            await call(client, "end", source="Ben Ortiz", type="WORKS_ON", target="Zephyr", at="2023-01-01")
            await call(client, "add_concept", name="Zephyr 2", description="Its successor.")
            await call(client, "supersede", old="Zephyr", new="Zephyr 2", at="2025-01-01")
            await call(client, "invalidate", name="Mara Quill", reason="left the company", at="2024-01-01")
            ingested = await call(client, "ingest", text="Lina Park joined Zephyr 2 in 2025.", at="2025-06-01")
            assert ingested["episode"]
            recalled = await call(client, "recall", text="who joined Zephyr 2?", budget_tokens=200)
            assert recalled["found"] and "Lina Park joined Zephyr 2" in recalled["context"]
            asked_then = await call(client, "recall", text="who joined Zephyr 2 last year?", now="2026-03-01")
            assert asked_then["found"] and "Lina Park joined Zephyr 2" in asked_then["context"]
            assert (await call(client, "concept", name="Ben Ortiz"))["concept"][
                "description"
            ] == "Maintains tinytorch-lite."
            added = await call(client, "add_concept", name="scratch")
            assert (await call(client, "retract"))["retracted"] == added["op"]
            assert (await call(client, "concept", name="scratch"))["found"] is False
            written = await call(
                client,
                "batch",
                operations=[
                    {"op": "add_concept", "name": "Kite", "description": "A crawler."},
                    {"op": "relate", "source": "Kite", "type": "PART_OF", "target": "Zephyr 2"},
                    {
                        "op": "relate",
                        "source": "Zephyr 2",
                        "type": "LED_BY",
                        "target": "Tomas Vey",
                        "valid_from": "2025",
                    },
                ],
            )
            assert written["written"] == 3
            refused = await error(
                client,
                "batch",
                operations=[
                    {"op": "add_concept", "name": "Lost", "description": "never written"},
                    {"op": "relate", "source": "Lost", "type": "PART_OF", "target": "Nowhere"},
                ],
            )
            assert refused.startswith("Error executing tool batch: operation 2 (relate):")
            assert "nothing was written" in refused
            assert (await call(client, "concept", name="Lost"))["found"] is False
            # path rules and file ingestion
            await call(client, "relate", source="Kite", type="MANAGER_OF", target="Ben Ortiz", valid_from="2025")
            await call(client, "relate", source="Ben Ortiz", type="MANAGER_OF", target="Tomas Vey", valid_from="2025")
            rule = await call(
                client,
                "add_rule",
                name="upper",
                path=["MANAGER_OF", "MANAGER_OF"],
                gives="UPPER_MANAGER_OF",
                confidence=0.6,
            )
            assert rule["rule"]["gives"] == "UPPER_MANAGER_OF"
            assert "confidence" in await error(client, "add_rule", name="x", path=["A", "B"], gives="C", confidence=2)
            listed = await call(client, "rules")
            assert [(row["subject"], row["object"]) for row in listed["inferred"]] == [("Kite", "Tomas Vey")]
            kite = await call(client, "walk", question="Kite")
            assert any(fact["status"] == "inferred" and fact["object"] == "Tomas Vey" for fact in kite["facts"])
            await call(client, "remove_rule", name="upper")
            assert (await call(client, "rules"))["rules"] == []
            notes = path.parent / "notes.md"
            notes.write_text("Kite crawls the web every night.\n\nKite crawls the web every night.\n")
            done = await call(client, "ingest_file", path=str(notes))
            assert (done["total"]["ingested"], done["total"]["duplicates"]) == (1, 1)
            assert "cannot read" in await error(client, "ingest_file", path=str(path.parent / "absent.md"))
            # analyze and manage
            assert {row["name"] for row in (await call(client, "pagerank", top=3))["rows"]}
            assert (await call(client, "communities"))["rows"]
            steps = await call(client, "path", source="Kite", target="Tomas Vey")
            assert steps["found"] and len(steps["steps"]) >= 2
            diff = await call(client, "diff", t1="before")
            assert "Kite" in {row["name"] for row in diff["changes"]}
            assert (await call(client, "status"))["status"]["concepts"] >= 4
            assert (await call(client, "audit"))["report"]
            era = await call(client, "concept", name="Ben Ortiz", known_at="before")
            assert era["concept"]["description"] == "An engineer."

            # a notebook opens the memory for writing: reads go on, writes fail in one line, then work again
            with Memory.open(path, embedder=None) as notebook:
                notebook.add_concept("from the notebook", "written while the server runs")
                locked = await error(client, "add_concept", name="blocked")
                assert "open for writing" in locked
                assert (await call(client, "walk", question="Kite"))["concept"]["name"] == "Kite"
            assert (await call(client, "concept", name="from the notebook"))["found"]
            await call(client, "add_concept", name="after the notebook")

    asyncio.run(scenario())
    with Memory.open(path, embedder=None, read_only=True) as mem:
        assert mem.concept("Zephyr", as_of="2024-06-01").valid_to.year == 2025
        assert mem.concept("after the notebook").name == "after the notebook"


def _send(process: subprocess.Popen, message: dict | str) -> None:
    process.stdin.write((message if isinstance(message, str) else json.dumps(message)) + "\n")
    process.stdin.flush()


def _reply(process: subprocess.Popen, wanted: int) -> dict:
    """The response to request ``wanted`` (notifications and other replies skipped)."""
    while True:
        line = process.stdout.readline()
        assert line, f"the server closed its output: {process.stderr.read()}"
        message = json.loads(line)
        if message.get("id") == wanted:
            return message


@pytest.mark.slow
@pytest.mark.integration  # a server process
def test_the_server_survives_a_malformed_request_and_a_client_that_leaves_mid_call(tmp_path):
    path = tmp_path / "memory"
    command = [sys.executable, "-m", "c0lab", "mcp", "--path", str(path)]
    process = subprocess.Popen(
        command,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=ENV,
        cwd=str(ROOT),
    )
    try:
        _send(
            process,
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "test", "version": "0"},
                },
            },
        )
        assert _reply(process, 1)["result"]["serverInfo"]["name"] == "c0lab"
        _send(process, {"jsonrpc": "2.0", "method": "notifications/initialized"})
        _send(process, "{this is not json")
        _send(process, {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": 12}})
        assert "error" in _reply(process, 2)
        _send(
            process,
            {
                "jsonrpc": "2.0",
                "id": 3,
                "method": "tools/call",
                "params": {"name": "add_concept", "arguments": {"name": "survivor"}},
            },
        )
        assert _reply(process, 3)["result"]["structuredContent"]["found"] is True
        # a long write, and the client goes away before the answer
        text = " ".join(f"Project P{n} is led by Person Q{n} since 20{n % 20:02d}." for n in range(300))
        _send(
            process,
            {
                "jsonrpc": "2.0",
                "id": 4,
                "method": "tools/call",
                "params": {"name": "ingest", "arguments": {"text": text}},
            },
        )
        time.sleep(0.2)
        process.stdin.close()
        process.stdout.close()
        assert process.wait(timeout=120) == 0, process.stderr.read()
    finally:
        if process.poll() is None:
            process.kill()
    with Memory.open(path, embedder=None) as mem:  # the writer lock is free and the memory reads
        assert mem.concept("survivor").name == "survivor"
