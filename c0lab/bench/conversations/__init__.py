"""Public conversation data sets (LoCoMo, LongMemEval) scored as peers score them, beside plain baselines."""

from .cases import Haystack, Loaded, Question, Turn
from .command import LOADERS, run_eval
from .locomo import load_locomo
from .longmemeval import load_longmemeval
from .run import run_conversations, write_outputs

__all__ = [
    "LOADERS",
    "Haystack",
    "Loaded",
    "Question",
    "Turn",
    "load_locomo",
    "load_longmemeval",
    "run_conversations",
    "run_eval",
    "write_outputs",
]
