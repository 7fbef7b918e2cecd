"""Temporal QA evals on public data: SituatedQA and MenatQA, the walk beside a flat baseline.

``c0lab eval situatedqa PATH`` and ``c0lab eval menatqa PATH`` run them
(:mod:`.runs`); :mod:`.scoring` states the rules every arm is scored by.
"""

from .runs import run_menatqa, run_situatedqa

__all__ = ["run_menatqa", "run_situatedqa"]
