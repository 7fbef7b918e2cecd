"""The raw input every arm ingests: a world rendered as dated free-text documents, in one of several wordings.

A **wording family** (``fixtures/wording/<name>.json``) is a set of
templates for every fact of a unit — who runs the project, where the
organisation is based, the lead change (told in one document or two), the
toolkit and its licence change, and the correction — plus the date styles it
writes a year or a month in ("2019", "the spring of 2019", "mid-2019",
"2019-07") and the orders its documents come in. A correction is told with
a cue ("Erratum: …") or with none, half and half; each document records
which (:attr:`Document.cued`).

Each unit becomes four or five short documents written on different days of
a simulated calendar (:data:`~c0lab.bench.world.PHASE_ONE` on; the
correction on the world's own correction day). The families:

- ``frozen`` — **the headline**: written on 2026-12-01 before any extractor
  work of issue 24 and never used to develop one (see its ``about``);
- ``standard`` — the project's own templates, the ones the offline
  extractor was written against;
- ``dev_news``, ``dev_notes`` — development families (news style; terse
  notes in the passive voice with date ranges);
- ``dev_fresh`` — a development family written by a second hand (other verbs,
  both voices, appositives, fronted dates, facts spread over two sentences);
- ``dev_wiki`` — a development family by the same second hand in an
  encyclopaedic, biographical register (offices held, successors, revisions);
- ``dev_hand`` — a development family written on 2026-12-02 by a hand that had
  not read the extractor (press releases, board minutes, trade profiles), to
  diagnose why gains on the other development families do not carry over;
- ``dev_registers`` — a development family written on 2026-12-05 by a hand that had not read the extractor
  (e-mails and letters, interview and podcast turns, CV lines, agendas and action items, release notes and
  changelogs, wiki talk pages, slides, a farewell speech, timelines, FAQs);
- ``dev_sixth`` — a development family written on 2026-12-06 by a hand that had not read the extractor
  (obituaries, a corrections column, registry records in "Field: value" form, social posts, chat transcripts, a
  court filing, an annual report, a non-native writer's English, infobox lines, radio commentary, an academic bio);
- ``blind_fourth`` — **blind** (:data:`BLIND`): written on 2026-12-02 by a hand
  that never read the extractor (grant reports, oral history, e-mail threads,
  museum catalogues, conference programmes, changelogs, a community column);
  never used to develop anything, measured by the lead only, and run only when
  asked for by name (``--wording blind_fourth``);
- ``dev_seventh`` — a development family written on 2026-12-06 by a hand that had not read the extractor
  (telegraphic headlines, wire briefs, parliamentary written answers, an earnings call, gazette notices, class
  notes, forum answers, patents and standards, tender notices, footnotes, catalogue records, translated styles);
  run only by name (:data:`BY_NAME`), as the main job is near its two minutes;
- ``dev_eighth`` — a development family written on 2026-12-06 by an eighth hand that had not read the extractor
  (a README and tickets, code review, a lab book and thesis errata, peer review, a funding letter, an audio guide,
  a ship's log, a quiz, court Q/A, an org chart, SMS, a contract's recitals, French- and Spanish-influenced
  English); run only by name;
- ``dev_ninth`` — a development family written on 2026-12-06 by a ninth hand that had not read the extractor
  (a city-council meeting transcript, a newsletter people column, a diary, travel and recipe blogs, podcast show
  notes, a book's acknowledgements, a history textbook, a match report, career posts, wiki edit summaries, letters to
  the editor, a memoir, a sermon, a tour guide's patter, a notice to users, job adverts, Indian English); run only by
  name;
- ``dev_tenth`` — a development family written on 2026-12-07 by a tenth hand that had read neither the extractor nor
  any family but the standard one's slots (a paper's abstract, a press release, a regulatory filing, e-mail threads
  with quoted replies, chat, an FAQ, a grant report, a museum placard, a retrospective, a season recap, a wiki talk
  page, a changelog, an investor letter, a speech, Australian and Irish English, headlines); run only by name;
- ``dev_eleventh`` — a development family written on 2026-12-07 by an eleventh hand that had read neither the
  extractor nor any family but the standard one's slots (see its ``about``); run only by name.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from .._errors import InvalidInputError
from .seed import FIXTURES, read_json
from .world import PHASE_ONE, World

__all__ = ["BLIND", "BY_NAME", "FAMILIES", "HEADLINE", "Document", "family", "render_documents"]

FAMILIES = (
    "frozen",
    "standard",
    "dev_news",
    "dev_notes",
    "dev_fresh",
    "dev_wiki",
    "dev_hand",
    "dev_registers",
    "dev_sixth",
)
HEADLINE = "frozen"
"""The family the bench's headline figures are read on."""
BLIND = ("blind_fourth",)
"""Families never used for development: the lead measures them by name."""
BY_NAME = (*BLIND, "dev_seventh", "dev_eighth", "dev_ninth", "dev_tenth", "dev_eleventh")
"""Families not in the default run (so the main job's time does not grow), run when asked for by name: the blind
ones and the development families written after the main job reached its time."""
_FOLDER = FIXTURES / "wording"


@dataclass(frozen=True)
class Document:
    """One dated text: what an arm ingests."""

    text: str
    at: str
    """The day it was written (ISO); the benchmark's simulated system time of its recording."""
    source: str
    phase: int
    cued: bool | None = None
    """For a correction: whether it says so with a cue word (None for any other document)."""


def family(name: str) -> dict[str, Any]:
    """The templates of the wording family ``name`` (one of :data:`FAMILIES` or :data:`BY_NAME`)."""
    if name not in FAMILIES + BY_NAME:
        raise InvalidInputError(f"unknown wording family {name!r}; the families are {', '.join(FAMILIES + BY_NAME)}")
    return read_json(_FOLDER / f"{name}.json")


def _day(start: str, offset: int) -> str:
    return (date.fromisoformat(start) + timedelta(days=offset)).isoformat()


def render_documents(world: World, *, wording: str = "standard") -> list[Document]:
    """The world's documents in ``wording``, in the order they were written (deterministic for the world's seed)."""
    spec = family(wording)
    parts = spec["parts"]
    rng = random.Random(f"{wording}-{world.seed}-{world.units}")
    documents = []
    for number, facts in enumerate(world.units_facts):

        def dated(template: str, facts: dict = facts) -> str:
            year, month = rng.choice(spec["year"]), rng.choice(spec["month"])
            return template.format(
                **{
                    **facts,
                    "kind": facts["org_kind"],
                    "start": year.format(y=facts["start"]),
                    "switch": year.format(y=facts["switch"]),
                    "relicensed": month.format(y=facts["relicensed"]),
                }
            )

        leads = rng.choice(parts["leads"])
        chosen = {
            "intro": rng.choice(parts["intro"]),
            "place": rng.choice(parts["place"]),
            "leads": leads[0],
            "leads2": leads[1] if len(leads) > 1 else None,
            "product": rng.choice(parts["product"]),
        }
        plan = [[chosen[part] for part in document if chosen[part]] for document in rng.choice(spec["plans"])]
        plan = [document for document in plan if document]
        days = sorted(rng.sample(range(14), len(plan)))
        for index, (document, day) in enumerate(zip(plan, days, strict=True)):
            documents.append(
                Document(
                    " ".join(dated(part) for part in document),
                    _day(PHASE_ONE, day),
                    f"note-{number}-{'abcd'[index]}",
                    1,
                )
            )
        cued = rng.random() < 0.5
        documents.append(
            Document(
                dated(rng.choice(parts["cued" if cued else "uncued"])), facts["corrected"], f"note-{number}-e", 2, cued
            )
        )
    return sorted(documents, key=lambda document: (document.at, document.source))
