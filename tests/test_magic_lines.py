"""How the magics read their line (issue 12): free text verbatim after the options, names quoted as in a shell."""

from __future__ import annotations

import pandas as pd
import pytest


def run(ip, cell: str):
    return ip.run_cell(cell, store_history=True)


def one_line_error(capsys, kind: str) -> str:
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{kind}: ") and "\n" not in err and "Traceback" not in err, err
    return err


def test_an_apostrophe_in_a_question_is_text(ip, capsys):
    run(ip, '%add concept tinytorch-lite -d "A small autograd library maintained by Ben Ortiz."')
    run(ip, """%add concept "Ben's library" -d "What Ben calls tinytorch-lite." """)
    walk = run(ip, "%walk who's the maintainer of tinytorch-lite?").result
    assert walk.query == "who's the maintainer of tinytorch-lite?" and walk.concept.name == "tinytorch-lite"
    found = run(ip, "%search Ben's library").result
    assert found["name"].iloc[0] == "Ben's library"
    assert "Error" not in capsys.readouterr().err


def test_recall_takes_apostrophes_and_a_final_question_mark(ip, capsys):
    memory = ip._c0lab_magics.memory
    memory.add_episode("Our GPU budget is 40 A100-hours a week.", speaker="mara", session="s")
    memory.add_episode("ConvMix-2 is still the record holder on the small benchmark.", speaker="ben", session="s")
    budget = run(ip, "%recall what's our GPU budget").result
    assert "40 A100-hours" in budget.context
    holder = run(ip, "%recall Is ConvMix-2 still the record holder?").result
    assert holder is not None and "ConvMix-2 is still the record holder" in holder.context
    assert "not found" not in capsys.readouterr().out


def test_a_trailing_comment_is_part_of_the_text_never_options(ip):
    run(ip, '%add concept "Project Zephyr" -d "A search engine."')
    walk = run(ip, "%walk Project Zephyr # the --out w option binds it").result
    assert walk.query == "Project Zephyr # the --out w option binds it"
    assert walk.concept.name == "Project Zephyr" and "w" not in ip.user_ns
    bound = run(ip, "%walk --out w --depth 1 Project Zephyr").result
    assert ip.user_ns["w"] is bound and bound.query == "Project Zephyr"


def test_a_double_dash_ends_the_options(ip):
    run(ip, '%add concept "-k flag" -d "what the -k option means"')
    found = run(ip, "%search --out found -- -k flag").result
    assert ip.user_ns["found"] is found and found["name"].iloc[0] == "-k flag"


def test_describe_takes_a_name_then_the_text_verbatim(ip):
    run(ip, '%add concept "hybrid search" -d old')
    run(ip, """%describe "hybrid search" Keyword + vector, Ben's "weighted" RRF # tuned""")
    concept = ip._c0lab_magics.memory.concept("hybrid search")
    assert concept.description == """Keyword + vector, Ben's "weighted" RRF # tuned"""


def test_remember_keeps_the_line_text_and_the_cell(ip):
    run(ip, "%%remember --speaker mara We agreed: Zephyr ships in March.\nBen's GPU isn't free until May.")
    episodes = ip._c0lab_magics.memory.recall("Zephyr ships").items
    texts = [text.strip() for text in episodes["text"]]
    assert "We agreed: Zephyr ships in March.\nBen's GPU isn't free until May." in texts


def test_an_unbalanced_quote_in_a_name_gets_the_quoted_form(ip, capsys):
    run(ip, "%add concept Ben's library")
    err = one_line_error(capsys, "UsageError")
    assert '"Ben\'s library"' in err


def test_zero_budget_and_zero_k_are_refused(ip, capsys):
    run(ip, "%add concept x")
    capsys.readouterr()
    for line in ("%walk --budget 0 x", "%search -k 0 x", "%recall --budget 0 x"):
        assert not run(ip, line).success
        assert "at least 1" in one_line_error(capsys, "UsageError")


def test_one_count_check_serves_the_magics_and_the_cli():
    from c0lab._errors import UsageError
    from c0lab._lines import positive

    with pytest.raises(UsageError, match="^--budget must be at least 1, not 0$"):
        positive(0, "--budget", default=1000)
    assert positive(None, "-k", default=10) == 10 and positive(3, "-k", default=10) == 3
    assert positive(None, "-k") is None


def test_a_range_word_takes_the_edge_of_the_year(ip):
    memory = ip._c0lab_magics.memory
    memory.add_concepts([{"name": "Project Zephyr"}, {"name": "Mara Quill"}, {"name": "Tomas Vey"}])
    memory.relate("Project Zephyr", "LED_BY", "Mara Quill", valid_to="2024")
    memory.relate("Project Zephyr", "LED_BY", "Tomas Vey", valid_from="2024")
    before = run(ip, "%walk who led Project Zephyr before 2024?").result
    after = run(ip, "%walk who led Project Zephyr after 2023?").result
    assert f"{before.as_of:%Y-%m-%d}" == "2023-12-31"
    assert "Mara Quill" in before.context.split("\n\n")[0] + before.context
    assert "as of 2023-12-31" in repr(before) and "read after 2023" in repr(after)  # from 2024 on, as "since"
    assert "- Project Zephyr led by Tomas Vey (since 2024)" in after.context.split("at any time after 2023")[1]
    assert "- [replaced 2024 by Tomas Vey] Project Zephyr led by Mara Quill" in after.context  # in order, marked


def test_relative_dates_are_read_against_today_never_as_now(ip):
    import pandas as pd

    walk = run(ip, "%walk what did we do last year").result
    assert walk.as_of.year == pd.Timestamp.now(tz="UTC").year - 1


def test_a_slashed_date_is_refused_with_the_iso_form(ip, capsys):
    run(ip, "%asof 06/01/2023")
    err = one_line_error(capsys, "BadDateError")
    assert "2023-06-01" in err and "2023-01-06" in err


def test_known_at_takes_a_snapshot_name_and_the_walk_shows_it(ip, capsys):
    memory = ip._c0lab_magics.memory
    memory.add_concept("Zephyr", "first")
    memory.snapshot("before-edit")
    memory.describe("Zephyr", "second")
    run(ip, "%asof now --known-at before-edit")
    walk = run(ip, "%walk Zephyr").result
    assert walk.concept.description == "first"
    assert "known at" in repr(walk) and "known at" in walk._repr_html_()
    run(ip, "%asof now")
    assert run(ip, "%walk --known-at before-edit Zephyr").result.concept.description == "first"
    now = run(ip, "%walk Zephyr").result
    assert now.concept.description == "second" and "known at" not in repr(now)


def test_reprs_concept_card_status_and_audit_tables_and_walk_styles(ip, capsys):
    memory = ip._c0lab_magics.memory
    memory.add_concepts(
        [{"name": "R&D", "description": "research <b>lab</b>"}, {"name": "Mara"}, {"name": "Tomas"}, {"name": "loner"}]
    )  # an orphan: no relation at any time
    memory.relate("R&D", "LED_BY", "Mara", valid_from="2019", valid_to="2022-03")
    memory.relate("R&D", "LED_BY", "Tomas", valid_from="2022-03")
    card = memory.concept("R&D")._repr_html_()
    assert "<b>R&amp;D</b>" in card and "research &lt;b&gt;lab" in card and "since always" in card
    status = run(ip, "%c0 status").result
    assert isinstance(status, dict) and status["concepts"] == 4
    assert "<th style='text-align:left'>concepts</th>" in status._repr_html_()
    audit = run(ip, "%c0 audit").result
    assert isinstance(audit, str) and "1 orphans" in audit and "<table" in audit._repr_html_()
    assert "orphan: loner" in audit and "orphan: Mara" not in audit  # Mara's relation ended: no orphan
    page = run(ip, "%walk R&D").result._repr_html_()
    assert "class='c0lab-current'" in page and "class='c0lab-stale'" in page and "[ended 2022-03, replaced" in page


def test_search_shows_one_comparable_number_a_row(ip):
    memory = ip._c0lab_magics.memory
    memory.add_concepts(
        [
            {"name": "hybrid search", "description": "keyword and vector"},
            {"name": "keyword search", "description": "BM25 over hybrid search terms"},
        ]
    )
    shown = run(ip, "%search hybrid search").result
    assert "score" not in shown.columns and shown["rank"].tolist() == list(range(1, len(shown) + 1))
    assert shown["name"].iloc[0] == "hybrid search" and len(shown) == 2


def test_add_says_what_it_added_in_one_line(ip, capsys):
    assert run(ip, '%add concept "hybrid search" -d "keyword and vector" --valid-from 2020').result is None
    run(ip, "%add concept fusion")
    run(ip, '%add relation fusion USED_BY "hybrid search"')
    run(ip, '%add patch fusion --content "weights tuned per namespace"')
    assert capsys.readouterr().out.splitlines() == [
        "c0lab: added concept 'hybrid search', valid from 2020-01-01",
        "c0lab: added concept 'fusion'",
        "c0lab: fusion USED_BY hybrid search",
        "c0lab: added a patch to 'fusion'",
    ]


def test_an_option_after_the_text_is_text_with_a_one_line_notice(ip, capsys):
    run(ip, '%add concept "alpha one"')
    capsys.readouterr()
    walk = run(ip, "%walk alpha one --depth 1").result
    assert walk.query == "alpha one --depth 1"
    err = capsys.readouterr().err.strip()
    assert err == "c0lab: --depth after the text is read as text; options go first: %walk --depth … TEXT"
    run(ip, "%walk alpha one # see --depth")
    assert capsys.readouterr().err == ""


def test_a_double_dash_says_the_rest_is_text_without_a_warning(ip, capsys):
    ip.run_cell("%walk -- --as-of is my question", store_history=True)
    assert "options go first" not in capsys.readouterr().err


def test_the_embedder_can_be_set_to_none_as_in_python(ip):
    ip.run_cell("%config C0Lab.embedder = None", store_history=True)
    assert ip._c0lab_magics.embedder == "none"


def test_describe_says_what_it_did_in_one_line_not_a_repr(ip, capsys):
    run(ip, '%add concept "Project Zephyr" -d "A search engine."')
    capsys.readouterr()
    result = run(ip, "%describe 'Project Zephyr' now a search engine for notes and papers")
    out = capsys.readouterr().out.strip()
    assert result.success and result.result is None
    assert out.startswith("c0lab: described 'Project Zephyr' from ") and "\n" not in out and "Concept(" not in out


def test_recall_with_a_tiny_budget_gives_the_best_passage_cut_to_it(ip):
    ip._c0lab_magics.memory.add_episode(
        "Tomas Vey has led Project Zephyr since March 2022, after Mara Quill stepped down.",
        speaker="ben",
        at="2022-04-01",
    )
    small = run(ip, "%recall --budget 5 who leads Project Zephyr").result
    assert len(small.items) == 1 and 0 < small.tokens <= 5
    assert small.context.startswith("Tomas Vey") and small.context.endswith("…")
    roomy = run(ip, "%recall --budget 15 who leads Project Zephyr").result
    assert roomy.context.startswith("[2022-04-01] ben: Tomas Vey") and roomy.tokens <= 15


def test_a_bare_year_reads_the_same_in_asof_and_in_a_question(ip, capsys):
    memory = ip._c0lab_magics.memory
    memory.add_concepts([{"name": "Project Zephyr"}, {"name": "Mara Quill"}, {"name": "Tomas Vey"}])
    memory.relate("Project Zephyr", "LED_BY", "Mara Quill", valid_from="2019", valid_to="2020-03")
    memory.relate("Project Zephyr", "LED_BY", "Tomas Vey", valid_from="2020-03")
    asked = run(ip, "%walk who led Project Zephyr in 2020?").result
    capsys.readouterr()
    run(ip, "%asof 2020")
    assert "as of 2020 (read as 2020 (year))" in capsys.readouterr().out  # as the walk reads it: the year whole
    travelled = run(ip, "%walk who led Project Zephyr?").result
    run(ip, "%asof c. 1730")
    assert "as of c. 1730 (read as 1730 (year))" in capsys.readouterr().out
    run(ip, "%asof now")
    assert f"{asked.as_of:%Y-%m-%d}" == f"{travelled.as_of:%Y-%m-%d}" == "2020-12-31"  # the year as a whole
    led = "- Project Zephyr led by Tomas Vey"
    assert led in travelled.context and led in asked.context
    assert "- [replaced 2020-03 by Tomas Vey] Project Zephyr led by Mara Quill" in asked.context
    # a period is read whole by every read, as by the walk: both held in 2020; January 2020 was Mara's
    assert sorted(memory.neighbours("Project Zephyr", as_of="2020")["name"]) == ["Mara Quill", "Tomas Vey"]
    assert memory.neighbours("Project Zephyr", as_of="2020-01")["name"].tolist() == ["Mara Quill"]


@pytest.mark.parametrize(
    ("words", "day"),
    [
        ("since 2021", "now"),  # the whole year and on: as the memory stands now
        ("from 2021", "2021-01-01"),
        ("after 2021", "now"),  # from 2022 on, every holder since then in order: as "since"
        ("until 2021", "2020-12-31"),
        ("before 2021", "2020-12-31"),
        ("by 2021", "2021-12-31"),
        ("in 2021", "2021-12-31"),
        ("as of 2021", "2021-12-31"),  # a period is read whole: as it stood at its end
        ("since March 2021", "now"),
        ("from 2021-03", "2021-03-01"),
        ("after March 2021", "now"),
        ("until March 2021", "2021-02-28"),
        ("by March 2021", "2021-03-31"),
        ("in March 2021", "2021-03-31"),
    ],
)
def test_every_range_word_takes_its_edge_in_a_walk(ip, words, day):
    run(ip, '%add concept "Project Zephyr" -d "A search engine."')
    walk = run(ip, f"%walk who led Project Zephyr {words}?").result
    if day == "now":
        assert abs(walk.as_of - pd.Timestamp.now(tz="UTC")) < pd.Timedelta(minutes=5)
    else:
        assert f"{walk.as_of:%Y-%m-%d}" == day
    assert walk.topic == "who led Project Zephyr?"


def test_the_walk_header_names_a_known_at_time_asked_through_the_api_or_the_question(tmp_path):
    from c0lab import Memory

    with Memory.open(tmp_path, embedder=None) as memory:
        memory.add_concept("Zephyr", "first")
        before = memory.concept("Zephyr").recorded_at
        memory.describe("Zephyr", "second")
        then = memory.walk("Zephyr", known_at=before)
        assert then.concept.description == "first" and "known at" in repr(then)
        assert "known at" not in repr(memory.walk("Zephyr"))
        asked = memory.walk("what did we know about Zephyr as known on 2020-01-01?")
        assert asked.known_at_asked and "as known at 2020-01-01" in repr(asked)


def test_a_date_in_the_question_beats_the_asof_setting(ip, capsys, tmp_path):
    memory = ip._c0lab_magics.memory
    memory.add_concepts([{"name": "Project Zephyr"}, {"name": "Mara Quill"}, {"name": "Tomas Vey"}])
    memory.relate("Project Zephyr", "LED_BY", "Mara Quill", valid_from="2019", valid_to="2020-03")
    memory.relate("Project Zephyr", "LED_BY", "Tomas Vey", valid_from="2020-03")
    run(ip, "%asof 2024")
    asked = run(ip, "%walk who led Project Zephyr in 2019?").result
    assert f"{asked.as_of:%Y}" == "2019" and "- Project Zephyr led by Mara Quill" in asked.context
    assert f"{run(ip, '%walk who leads Project Zephyr?').result.as_of:%Y}" == "2024"  # no date: the setting
    assert f"{run(ip, '%walk who led Project Zephyr in May?').result.as_of:%Y}" == "2024"  # relative: the setting
    run(ip, f"%c0 open {tmp_path / 'other'}")
    assert "%asof is back to now" in capsys.readouterr().out and ip._c0lab_magics.as_of is None


def test_recall_takes_the_moment_it_is_asked_and_refuses_an_unknown_option(ip, capsys):
    memory = ip._c0lab_magics.memory
    memory.add_episode("Anna: back from Lisbon, lovely trip.", speaker="anna", session="s1", at="2026-09-10")
    memory.add_episode(
        "Anna: Kyoto was wonderful, the trip of a lifetime.", speaker="anna", session="s2", at="2026-11-05"
    )
    asked = run(ip, "%recall --now 2026-10-01 what did Anna say about her trip last month?").result
    assert "Lisbon" in asked.items["text"].iloc[0]  # September is "last month" on 1 October
    assert "--now" not in asked.query
    assert not run(ip, "%recall --nwo 2026-10-01 her trip").success
    assert "no option --nwo here" in capsys.readouterr().err
