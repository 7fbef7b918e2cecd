"""The memory for terminals and agents: ``c0lab walk|add|supersede …`` and ``c0lab mcp`` (an MCP server)."""

from .verbs import VERBS, add_verbs, run_verb

__all__ = ["VERBS", "add_verbs", "run_verb"]
