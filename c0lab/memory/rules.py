"""``add_rule``, ``rules``, ``remove_rule`` and ``inferred``: the path rules of a namespace.

The rules live in the namespace's rules state file (``NamespaceFiles.rules_path``),
checked when read; what they derive is computed on the slice each read asks
for (:func:`c0lab.retrieval.rules.derive`) and never stored.
"""

from __future__ import annotations

from typing import cast

import pandas as pd

from .._errors import InvalidInputError
from ..model.rules import Rule, make_rule, rules_from_json, rules_to_json
from ..model.schemas import RulesFile
from ..retrieval.rules import derived
from .core import MemoryCore

__all__ = ["Rules"]


class Rules:
    """The path rules of one namespace (``mem.add_rule`` and friends are the short forms)."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core

    def all(self) -> tuple[Rule, ...]:
        """Every rule, in the order they were added (the state file read and checked)."""
        path = self._core.store.files.rules_path
        data = cast(dict, self._core.store.files.read_state(path, RulesFile))  # its shape checked on read
        return tuple(rules_from_json(data, source=path).values())

    def add_rule(self, name: str, *, path: list[str], gives: str, confidence: float = 1.0) -> Rule:
        """Add a path rule: chains of the relation types in ``path`` give ``gives`` between their ends.
        What :meth:`Memory.add_rule <c0lab.memory.memory.Memory.add_rule>` does; its docstring tells the rest."""
        self._core.writable()
        rule = make_rule(name, path=path, gives=gives, confidence=confidence)
        rules = {known.name: known for known in self.all()}
        if rule.name in rules:
            raise InvalidInputError(
                f"rule {rule.name!r} already exists ({rules[rule.name].describe()}); remove_rule it first"
            )
        rules[rule.name] = rule
        self._core.store.files.save_state(self._core.store.files.rules_path, rules_to_json(rules))
        return rule

    def remove_rule(self, name: str) -> Rule:
        """Remove the rule called ``name``; returns it."""
        self._core.writable()
        rules = {known.name: known for known in self.all()}
        if name not in rules:
            raise InvalidInputError(f"no rule named {name!r}; rules() lists them")
        removed = rules.pop(name)
        self._core.store.files.save_state(self._core.store.files.rules_path, rules_to_json(rules))
        return removed

    def rules(self) -> pd.DataFrame:
        """Every rule: ``name``, ``path`` (relation types, in order), ``gives`` and ``confidence``."""
        return pd.DataFrame(
            [
                {"name": rule.name, "path": list(rule.path), "gives": rule.gives, "confidence": rule.confidence}
                for rule in self.all()
            ],
            columns=["name", "path", "gives", "confidence"],
        )

    def inferred(self, *, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """Every relation the rules derive at ``(as_of, known_at)``: ``subject``, ``relation``, ``object``,
        ``valid_from``, ``valid_to`` (where every step is valid), ``rule`` and ``confidence``."""
        when, known = self._core.times(as_of, known_at)
        rows = []
        for rule, fact in derived(self._core.store, self.all(), as_of=when, known_at=known, name=self._core.name):
            rows.append(
                {
                    "subject": fact.subject,
                    "relation": fact.relation,
                    "object": fact.object,
                    "valid_from": fact.valid_from,
                    "valid_to": fact.valid_to,
                    "rule": rule.name,
                    "confidence": rule.confidence,
                    "via": fact.remark.removeprefix("via "),
                }
            )
        return pd.DataFrame(
            rows, columns=["subject", "relation", "object", "valid_from", "valid_to", "rule", "confidence", "via"]
        )
