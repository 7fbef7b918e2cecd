"""Path rules: a chain of relation types that gives a derived relation, with a confidence.

``Rule("upper_manager", path=("MANAGER_OF", "MANAGER_OF"), gives="UPPER_MANAGER_OF", confidence=0.6)``
says that ``a MANAGER_OF b`` and ``b MANAGER_OF c`` give ``a UPPER_MANAGER_OF c``. A
derived relation is never stored as a fact: it is computed on the time slice a
read asks for (:mod:`c0lab.retrieval.rules`). The rules of a namespace are kept
in a small JSON state file, checked here when it is read.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .._errors import C0labError, CorruptMemoryError, InvalidInputError
from .records import check_name, check_relation_type

__all__ = ["MAX_RULE_STEPS", "Rule", "make_rule", "rules_from_json", "rules_to_json"]

MAX_RULE_STEPS = 5
"""The longest path a rule may follow (each step multiplies the chains a read walks)."""


@dataclass(frozen=True)
class Rule:
    """``path`` (relation types, in order) gives ``gives`` between its two ends, held with ``confidence``."""

    name: str
    path: tuple[str, ...]
    gives: str
    confidence: float

    def describe(self) -> str:
        """``upper_manager: MANAGER_OF → MANAGER_OF gives UPPER_MANAGER_OF (confidence 0.6)``."""
        return f"{self.name}: {' → '.join(self.path)} gives {self.gives} (confidence {self.confidence:g})"


def make_rule(name: object, *, path: object, gives: object, confidence: object = 1.0) -> Rule:
    """A checked rule: a name, a path of 2 to ``MAX_RULE_STEPS`` relation types, a type, a confidence in (0, 1].

    >>> make_rule("upper", path=["manager of", "MANAGER_OF"], gives="upper manager of", confidence=0.6).path
    ('MANAGER_OF', 'MANAGER_OF')
    """
    label = check_name(name, what="rule name")
    if isinstance(path, str) or not isinstance(path, (list, tuple)):
        raise InvalidInputError(f"a rule's path is a list of relation types, not {path!r}")
    if not 2 <= len(path) <= MAX_RULE_STEPS:
        raise InvalidInputError(f"a rule's path has 2 to {MAX_RULE_STEPS} relation types, not {len(path)}")
    steps = tuple(check_relation_type(step) for step in path)
    result = check_relation_type(gives)
    if result in steps:
        raise InvalidInputError(f"rule {label!r} gives {result}, a type of its own path: it would feed on itself")
    if (
        isinstance(confidence, bool)
        or not isinstance(confidence, (int, float))
        or math.isnan(confidence)
        or not 0 < confidence <= 1
    ):
        raise InvalidInputError(f"a rule's confidence is a number above 0 and at most 1, not {confidence!r}")
    return Rule(label, steps, result, float(confidence))


def rules_to_json(rules: dict[str, Rule]) -> dict[str, Any]:
    """The rules as the state file holds them: ``{"rules": [{name, path, gives, confidence}, …]}``."""
    return {
        "rules": [
            {"name": rule.name, "path": list(rule.path), "gives": rule.gives, "confidence": rule.confidence}
            for rule in rules.values()
        ]
    }


def rules_from_json(data: dict[str, Any], *, source: object) -> dict[str, Rule]:
    """The rules of a state file, each checked as :func:`make_rule` checks it; a bad one names the file."""
    entries = data.get("rules")
    if not isinstance(entries, list):
        raise CorruptMemoryError(f"cannot read {source}: 'rules' is not a list; delete it to start the rules afresh")
    rules: dict[str, Rule] = {}
    for number, entry in enumerate(entries, start=1):
        try:
            if not isinstance(entry, dict) or set(entry) != {"name", "path", "gives", "confidence"}:
                raise InvalidInputError("it is not an object with name, path, gives and confidence")
            rule = make_rule(entry["name"], path=entry["path"], gives=entry["gives"], confidence=entry["confidence"])
        except C0labError as error:
            raise CorruptMemoryError(f"cannot read rule {number} of {source}: {error}") from None
        if rule.name in rules:
            raise CorruptMemoryError(f"cannot read {source}: rule {rule.name!r} is there twice")
        rules[rule.name] = rule
    return rules
