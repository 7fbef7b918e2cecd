"""recall over conversations: the question's own moment, turns lent a hit's score, best first within the budget."""

from __future__ import annotations

import re

import numpy as np
import pytest

from c0lab import Memory
from c0lab._time import find_date, format_time, parse_time


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    yield memory
    memory.close()


def test_relative_dates_are_read_against_the_question_s_moment():
    monday = parse_time("2023-03-27T23:35")
    assert format_time(find_date("What did I buy last Saturday?", now=monday)[0]) == "2023-03-25"
    assert format_time(find_date("Where was I two weeks ago?", now=monday)[0]) == "2023-03-13"
    assert format_time(find_date("what did we settle today?", now=monday)[0]) == "2023-03-27"
    assert find_date("What did I buy last Saturday?")[0] != find_date("What did I buy last Saturday?", now=monday)[0]


def test_a_couple_and_a_few_are_counts_of_days_weeks_and_months_ago():
    monday = parse_time("2023-03-27T23:35")
    moment, rest = find_date("I mentioned cooking something a couple of days ago. What was it?", now=monday)
    assert (format_time(moment), rest) == ("2023-03-25", "I mentioned cooking something. What was it?")
    assert format_time(find_date("what did I buy a couple weeks ago?", now=monday)[0]) == "2023-03-13"
    assert format_time(find_date("who called a few days ago?", now=monday)[0]) == "2023-03-24"
    assert find_date("a few of them", now=monday) == (None, "a few of them")


def test_recall_at_the_question_s_moment_brings_the_named_day_first(mem):
    mem.add_episodes(
        [
            {
                "text": "I went out to buy a lamp.",
                "speaker": "user",
                "session": "b",
                "at": "2023-03-14T10:00",
                "id": "l",
            },
            {
                "text": "I went out to buy a sofa.",
                "speaker": "user",
                "session": "c",
                "at": "2023-03-20T10:00",
                "id": "s",
            },
            {
                "text": "I went out to buy a kettle.",
                "speaker": "user",
                "session": "a",
                "at": "2023-03-11T10:00",
                "id": "k",
            },
        ]
    )
    asked = mem.recall("What did I buy last Saturday?", now="2023-03-15T09:00")  # a Wednesday
    assert asked.items["id"].tolist() == ["k", "l", "s"]  # Saturday the 11th first, then the nearest
    today = mem.recall("What did I buy last Saturday?").items["id"].tolist()
    assert today == ["s", "l", "k"]  # today: no such day, and equal scores newest first


def _session(mem, name, turns, hour):
    mem.add_episodes(
        [
            {
                "text": text,
                "speaker": speaker,
                "session": name,
                "at": f"2026-03-01T{hour:02d}:{minute:02d}",
                "id": f"{name}{minute}",
            }
            for minute, (speaker, text) in enumerate(turns)
        ]
    )


def test_a_hit_lends_its_score_to_the_turns_after_it_but_never_pushes_out_a_stronger_hit(mem):
    _session(
        mem,
        "a",
        [
            ("mara", "Morning all."),
            ("mara", "Which queue should the ingest service use?"),
            ("tomas", "Kafka, for the replay."),
            ("mara", "Great, thanks."),
            ("tomas", "Lunch later?"),
        ],
        9,
    )
    _session(mem, "b", [("ines", "The ingest service queue must keep a week of replay.")], 11)
    for number in range(8):
        _session(mem, f"x{number}", [("mara", f"Note {number}: the plants, the weather, the train.")], 12 + number)
    full = mem.recall("which queue should the ingest service use", budget_tokens=1000)
    ranked = full.items["id"].tolist()
    assert ranked[:2] == ["a1", "b0"]  # the two hits, strongest first
    assert ranked.index("a2") < ranked.index("a0")  # the answer after the hit comes before the turn before it
    assert not any(record.startswith("x") for record in ranked)  # nothing matched: nothing lent
    tight = mem.recall("which queue should the ingest service use", budget_tokens=full.tokens - 20)
    assert {"a1", "b0"} <= set(tight.items["id"])  # a smaller budget drops neighbours, not the second hit


def test_a_long_turn_among_others_gives_its_best_passage(mem):
    filler = " ".join(f"Sentence {number} is about nothing much." for number in range(80))
    mem.add_episodes(
        [
            {
                "text": f"{filler} The Tessellate scheme compacts segments nightly. {filler}",
                "speaker": "assistant",
                "session": "s",
                "at": "2026-03-02T10:00",
                "id": "long",
            },
            {
                "text": "Tessellate compacts segments, I read.",
                "speaker": "user",
                "session": "t",
                "at": "2026-03-03",
                "id": "short",
            },
        ]
    )
    recalled = mem.recall("Tessellate scheme compacts segments", budget_tokens=300)
    assert set(recalled.items["id"]) == {"long", "short"} and recalled.tokens <= 300
    assert "The Tessellate scheme compacts segments nightly." in recalled.context and "…" in recalled.context


def test_a_long_turn_with_a_correction_note_gives_its_passage_and_the_note(tmp_path):
    """The passage of a long episode leaves room for the correction note its line carries (merge review)."""
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        filler = " ".join(f"Sentence {i} talks about weather and lunch and other things entirely." for i in range(40))
        mem.ingest(
            f"Mirlum Institute runs Project Kelmir, which develops a ferry routing system. {filler}",
            at="2025-01-06",
            source="note-a",
        )
        mem.ingest(
            "Actually, Project Kelmir develops a fog harvesting system, not ferry routing.",
            at="2025-02-20",
            source="note-c",
        )
        found = mem.recall("Mirlum Institute", as_of="now", budget_tokens=60)
        first = found.context.splitlines()[0]
        assert first.startswith("[2025-01-06] note-a: Mirlum Institute runs Project Kelmir") and "corrected" in first
        assert found.tokens <= 60


class MeaningEmbedder:
    """A stand-in for a sentence model: words of one meaning share a direction ("van" is near "hatchback")."""

    name = "test:meanings"
    MEANINGS = {
        "van": 0,
        "hatchback": 0,
        "car": 0,
        "park": 1,
        "parked": 1,
        "waits": 1,
        "stands": 1,
        "mill": 2,
        "bakery": 2,
        "lunch": 3,
        "train": 4,
        "plants": 5,
        "weather": 6,
    }

    def embed(self, texts: list[str]) -> np.ndarray:
        vectors = np.full((len(texts), 8), 0.05, dtype=np.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"[a-z]+", text.lower()):
                if word in self.MEANINGS:
                    vectors[row, self.MEANINGS[word]] += 1.0
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    def count_tokens(self, text: str) -> int:
        return len(text.split())


def test_only_the_best_vector_hit_lends_its_score_to_its_neighbours(tmp_path):
    """Chat turns' similarities bunch together: a vector hit that is not the best is shown on its own score and
    lends nothing to the turns around it (with a margin of 0.35 every near hit lent, and crowded the budget)."""
    with Memory.open(tmp_path / "m", embedder=MeaningEmbedder()) as mem:
        _session(mem, "a", [("mara", "Mara parked the van by the mill.")], 9)
        _session(mem, "b", [("ines", "A hatchback near a bakery."), ("ines", "Lunch at noon, then a train.")], 10)
        for number in range(4):
            _session(mem, f"x{number}", [("tomas", f"Note {number}: the plants and the weather.")], 12 + number)
        ranked = mem.recall("where is the van parked by the mill", budget_tokens=1000).items["id"].tolist()
    assert ranked[:2] == ["a0", "b0"]  # the near hit is still shown
    assert "b1" not in ranked  # but its neighbour is not lent its score


def test_a_turn_on_the_named_day_gains_half_the_best_hit_s_score(mem):
    said = "I bought a lamp and a kettle."
    mem.add_episodes(
        [
            {"text": said, "speaker": "ana", "session": "a", "at": "2023-03-11T10:00", "id": "d"},
            {"text": said, "speaker": "bo", "session": "b", "at": "2023-06-11T10:00", "id": "f"},
        ]
    )
    items = mem.recall("which lamp did I buy on 2023-03-11?").items.set_index("id")["score"]
    assert items["d"] == pytest.approx(1.5 * items["f"], rel=0.02)  # the day's turn: its score and half the best


def test_a_long_reply_gives_a_short_passage_and_leaves_the_budget_to_other_hits(mem):
    filler = " ".join(f"Sentence {number} is about nothing much at all." for number in range(60))
    for number in range(6):
        mem.add_episodes(
            [
                {
                    "text": f"{filler} The Tessellate scheme compacts segments nightly, run {number}. {filler}",
                    "speaker": "assistant",
                    "session": f"long{number}",
                    "at": f"2026-03-0{number + 1}T10:00",
                    "id": f"long{number}",
                }
            ]
        )
    mem.add_episodes(
        [
            {
                "text": f"Tessellate, I read, compacts things {number}.",
                "speaker": "user",
                "session": f"short{number}",
                "at": f"2026-04-0{number + 1}",
                "id": f"short{number}",
            }
            for number in range(4)
        ]
    )
    recalled = mem.recall("Tessellate scheme compacts segments nightly", budget_tokens=1000)
    assert {f"long{number}" for number in range(6)} <= set(recalled.items["id"])
    assert {f"short{number}" for number in range(4)} <= set(recalled.items["id"])  # room left for the weaker hits
    assert recalled.tokens <= 1000


def test_a_passage_fits_as_the_memory_counts_tokens_not_as_estimated():
    from c0lab.model.records import EPISODE, Version
    from c0lab.retrieval.recall import best_passage, episode_line

    sentences = [f"Sentence {n} says the heron nests by the weir near mill {n}." for n in range(30)]
    turn = Version(version=1, record="episode:x", kind=EPISODE, name="user", text=" ".join(sentences), label="s")

    def thrice(text: str) -> int:  # a tokenizer that counts three tokens a word, far above the estimate
        return 3 * len(text.split())

    sizes = []
    for budget in (60, 150, 400):
        passage = best_passage(turn, "heron weir mill 12", budget=budget, count_tokens=thrice)
        assert passage is not None and "mill 12." in passage.text
        assert budget - 3 * 12 < thrice(episode_line(passage)) + 1 <= budget  # counted whole: it fits, and no
        sizes.append(passage.text.count("Sentence"))  # further sentence (12 words) would
    assert sizes[0] < sizes[1] < sizes[2]


def test_a_passage_of_one_sentence_fits_with_its_mark():
    """The best sentence alone fits, but not with the " …" that marks a passage: it is cut to fit (it was
    returned too long, and the turn, an evidence turn of LongMemEval c2ac3c61, was left out of the budget)."""
    from c0lab.model.records import EPISODE, Version
    from c0lab.retrieval.recall import best_passage, episode_line

    text = "The weather was grey. The heron nests by the weir near the mill. The train was late."
    turn = Version(version=1, record="episode:x", kind=EPISODE, name="user", text=text, label="s")

    def words(text: str) -> int:
        return len(text.split())

    budget = words(episode_line(turn._replace(text="The heron nests by the weir near the mill."))) + 1
    passage = best_passage(turn, "where does the heron nest", budget=budget, count_tokens=words)
    assert passage is not None and passage.text.startswith("The heron nests") and passage.text.endswith(" …")
    assert words(episode_line(passage)) + 1 <= budget


def test_a_question_asked_twice_shows_its_newest_asking_and_the_answer_after_it(mem):
    turns = [
        ("mara", "Should we change the database of Vexa?"),
        ("tomas", "Yes, switch to Redis."),
    ]
    _session(mem, "old", turns, 9)
    for number in range(3):
        _session(mem, f"chat{number}", [("mara", "Coffee first, then the agenda.")], 10 + number)
    _session(mem, "new", [("mara", turns[0][1]), ("tomas", "Yes, switch to Postgres.")], 14)
    found = mem.recall("What database did we pick for Vexa?", budget_tokens=12).items["id"].tolist()
    assert found[0] == "new0"  # equal scores: the newest first, and a text said twice is shown once
    assert "old0" not in found


@pytest.mark.parametrize("weight", [None, 0.0])
def test_turns_are_fused_with_the_configs_recall_weight(tmp_path, weight):
    from c0lab import HybridSearchConfig
    from c0lab.index.fusion import rrf

    config = HybridSearchConfig() if weight is None else HybridSearchConfig(recall_alpha=weight)
    KEYWORD_WEIGHT = config.recall_alpha  # the weight the default or the user's config gives
    question = "where is the van parked by the mill"
    with Memory.open(tmp_path / "m", embedder=MeaningEmbedder(), search_config=config) as mem:
        _session(mem, "a", [("mara", "The mill is shut."), ("mara", "Lunch, then the train.")], 9)
        _session(mem, "b", [("ines", "A hatchback stands near a bakery."), ("ines", "The plants need water.")], 10)
        top = mem.recall(question, budget_tokens=1000).items.iloc[0]
        lists = [
            [record for record, _, _ in found]
            for found in (
                mem.core.index.keyword_list(question, as_of=2**62, known_at=2**62, episodes=True),
                mem.core.index.vector_list(question, as_of=2**62, known_at=2**62, episodes=True),
            )
        ]
        k = mem.core.index.config.rrf_k
    assert lists[0][0] == "episode:a0" and lists[1][0] == "episode:b0"  # each list has its own first
    fused = rrf(lists, weights=[KEYWORD_WEIGHT, 1 - KEYWORD_WEIGHT], k=k)
    assert top["id"] == max(fused, key=fused.get).removeprefix("episode:")  # by default the keyword list's first
    assert top["score"] == pytest.approx(fused[f"episode:{top['id']}"], abs=1e-6)
    assert (top["id"] == "a0") == (weight is None)


class _AxisEmbedder:
    """Texts about vehicles point one way, every other text another (a cosine of 0: below any threshold)."""

    name = "test:axes"

    def embed(self, texts: list[str]) -> np.ndarray:
        vectors = np.zeros((len(texts), 2), dtype=np.float32)
        for row, text in enumerate(texts):
            vectors[row, 0 if re.search(r"\b(van|hatchback)\b", text.lower()) else 1] = 1.0
        return vectors

    def count_tokens(self, text: str) -> int:
        return len(text.split())


def test_a_keyword_hit_the_vector_list_lacks_ranks_just_past_its_end(tmp_path):
    from c0lab import HybridSearchConfig

    KEYWORD_WEIGHT = HybridSearchConfig().recall_alpha
    with Memory.open(tmp_path / "m", embedder=_AxisEmbedder()) as mem:
        _session(mem, "a", [("mara", "The wharf is quiet tonight.")], 9)
        _session(mem, "b", [("ines", "The hatchback waits outside.")], 10)
        items = mem.recall("is the van at the wharf", budget_tokens=1000).items.set_index("id")["score"]
        k = mem.core.index.config.rrf_k
    # a0: first by keyword, absent from the one-turn vector list; b0: first by vector only
    assert items["a0"] == pytest.approx(KEYWORD_WEIGHT / (k + 1) + (1 - KEYWORD_WEIGHT) / (k + 2), abs=1e-6)
    assert items["b0"] == pytest.approx((1 - KEYWORD_WEIGHT) / (k + 1), abs=1e-6)


def test_a_word_spread_over_every_session_weighs_less_than_a_word_of_one_session(mem, monkeypatch):
    """BM25 counts turns: "feeling … lately" is in few turns, as "paintings" is, but it is said in every session
    while "paintings" bunches in the one about them; a question's words weigh by how few sessions hold them."""
    import c0lab.retrieval.recall as recall_module

    for number in range(5):
        talk = [("user", "I've been feeling tired lately, any thoughts?")]
        weather = [("user", f"The weather was {word} on day {number}.") for word in ("grey", "warm", "wet")]
        _session(mem, f"g{number}", talk + weather, 9 + number)
    _session(
        mem,
        "p",
        [
            ("user", "Do you have ideas for my paintings? The studio at home is full of unfinished paintings."),
            ("user", "The paintings are oil on canvas."),
        ],
        16,
    )
    question = "I've been feeling stuck with my paintings lately. Any ideas?"
    assert mem.recall(question, budget_tokens=400).items["id"].iloc[0] == "p0"
    monkeypatch.setattr(recall_module, "SPREAD_FLOOR", 1.0)  # every word at its BM25 weight
    assert mem.recall(question, budget_tokens=400).items["id"].iloc[0] != "p0"


class NamedEmbedder(MeaningEmbedder):
    """:class:`MeaningEmbedder` that also reads a speaker's name as a meaning of its own."""

    name = "test:meanings-and-names"
    MEANINGS = {**MeaningEmbedder.MEANINGS, "joanna": 7, "trip": 4, "travel": 4}


def test_the_vector_list_is_searched_without_the_speakers_names(tmp_path):
    """A turn is embedded with its speaker's name: with the name in the question, her short 'Bye!' turns are
    nearest in meaning and outrank the turn about what is asked."""
    from c0lab import HybridSearchConfig

    config = HybridSearchConfig(recall_alpha=0.0)  # the vector list alone orders the turns
    with Memory.open(tmp_path / "m", embedder=NamedEmbedder(), search_config=config) as mem:
        _session(mem, "a", [("joanna", "Bye!"), ("joanna", "Later!")], 9)
        _session(mem, "b", [("joanna", "My trip: the mill by car, lunch, the weather, the plants.")], 10)
        ranked = mem.recall("Where did Joanna travel?", budget_tokens=1000).items["id"].tolist()
    assert ranked[0] == "b0"


def test_the_spread_weights_weigh_the_question_s_words_with_a_vector_list_too(tmp_path, monkeypatch):
    """The spread weights once were for keyword-only memories; with a vector list they are asked for too."""
    import c0lab.retrieval.recall as recall_module

    asked = []
    weigh = recall_module._spread_weights

    def spy(*args, **kwargs):
        asked.append(args[2])
        return weigh(*args, **kwargs)

    monkeypatch.setattr(recall_module, "_spread_weights", spy)
    with Memory.open(tmp_path / "m", embedder=MeaningEmbedder()) as mem:
        _session(mem, "a", [("mara", "Mara parked the van by the mill.")], 9)
        _session(mem, "b", [("ines", "Lunch at noon, then a train.")], 10)
        assert mem.recall("where is the van", budget_tokens=200).items["id"].iloc[0] == "a0"
    assert asked == ["where is the van"]


def _van_and_mill(mem):
    """a0 holds every word of "where is the van parked by the mill"; c0 about 0.4 of a0's keyword score."""
    _session(mem, "a", [("mara", "The van is parked by the mill."), ("tomas", "Noted.")], 9)
    _session(mem, "c", [("ines", "The van at the old mill has a dent in the door, sadly."), ("ines", "Right.")], 10)
    for number in range(4):
        _session(mem, f"x{number}", [("tomas", f"Note {number}: the plants and the weather.")], 12 + number)
    return mem.recall("where is the van parked by the mill", budget_tokens=1000).items.set_index("id")["score"]


def test_a_turn_after_a_hit_scores_0_96_of_it_a_place(mem):
    """A question's answer is often a few turns after it, with chatter between (our conversation eval's answers
    four turns on fell behind weaker hits' neighbours at 0.95 a place)."""
    scores = _van_and_mill(mem)
    assert scores["a1"] == pytest.approx(0.96 * scores["a0"], rel=1e-3)
    assert scores["c1"] == pytest.approx(0.96 * scores["c0"], rel=1e-3)  # keyword only: c0 holds 0.3 of the best


def test_with_a_vector_list_a_keyword_hit_under_half_the_best_lends_nothing(tmp_path):
    """With a vector list, keyword hits between a third and a half of the best keyword score are shown on their
    own score (when near in meaning) but lend it to no neighbour: those neighbours crowded out answers."""
    with Memory.open(tmp_path / "m", embedder=MeaningEmbedder()) as mem:
        scores = _van_and_mill(mem)
    assert scores.index[0] == "a0" and "c0" in scores.index
    assert scores["a1"] == pytest.approx(0.96 * scores["a0"], rel=1e-3)  # the best hit still lends
    assert scores["c1"] < scores["c0"] / 2  # "Right." only on its own (vector) score, not lent c0's


def test_currently_asks_the_present_state_and_favours_no_day(mem):
    mem.add_episode(
        "I work as a nurse at St Mary's hospital, night shifts mostly.", speaker="user", session="a", at="2023-01-10"
    )
    for number in range(6):
        said = f"Planning the garden party number {number}, I need more chairs and a work table."
        mem.add_episode(said, speaker="user", session="b", at="2024-03-26")
    recalled = mem.recall("What do I currently do for work?", now="2024-03-27", budget_tokens=60)
    assert "nurse" in recalled.items["text"].iloc[0]
