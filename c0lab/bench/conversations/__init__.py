"""Public conversation data sets (LoCoMo, LongMemEval) scored as peers score them, beside plain baselines."""

from .cases import Haystack, Loaded, Question, Turn
from .locomo import load_locomo
from .longmemeval import load_longmemeval
from .command import run_eval
from .run import run_conversations, write_outputs

__all__ = ["DATASETS", "Haystack", "Loaded", "Question", "Turn", "load_locomo", "load_longmemeval",
           "run_conversations", "run_eval", "write_outputs"]

DATASETS = {"locomo": load_locomo, "longmemeval": load_longmemeval}
"""Each data set's loader, by the name ``c0lab eval`` takes."""
