"""A sentence said the way the relation readers read a subject, a verb and its object, each rewrite its own module's: a
biography's opening description (:mod:`.described`: "X is a Swedish footballer who plays for Y"), a match told with
its competition (:mod:`.match_for`), an award or a status conferred in the passive (:mod:`.conferred`), a move told
as a noun (:mod:`.moves`: "completed a move to X"), a side played for said after the place (:mod:`.played_in`:
"played in Italy for Juventus"), a passive's agent said after its date (:mod:`.dated_agents`: "was led from 2010 by
X"), a verb said again as "done so" (:mod:`.done_so`), a name said through its description (:mod:`.known_as`: "the
undertaking known as X"), a role passed "to whom" (:mod:`.to_whom`), a stint said ended as a noun
(:func:`~c0lab.extract.departures.tenure_ended`: "ending the tenure of A"), ", at which point" as ", when" and a state
that used to hold (:func:`~c0lab.extract.clause_times.as_formerly`, :func:`~c0lab.extract.clause_times.as_when`), a
name taken up again by a pronoun (:mod:`.dislocated`: "X, it is run by Y"), names given as a group's examples
(:mod:`.examples`: "played for several clubs including X and Y"), a name's disambiguator left out
(:mod:`.disambiguators`: "Michael Cullen (politician) held …"). The episode keeps the words as written.
"""

from __future__ import annotations

from .clause_times import as_formerly, as_when
from .conferred import conferred
from .dated_agents import agent_first
from .departures import tenure_ended
from .described import who_described
from .disambiguators import without_disambiguators
from .dislocated import name_as_subject
from .done_so import so_said
from .examples import examples_said
from .known_as import name_itself
from .match_for import match_for
from .moves import move_said
from .played_in import side_first
from .to_whom import to_whom_said

__all__ = ["said_plainly"]


def said_plainly(sentence: str) -> str:
    """``sentence`` with each rewrite of the module docstring made."""
    said = who_described(
        agent_first(
            so_said(as_when(name_itself(to_whom_said(tenure_ended(name_as_subject(without_disambiguators(sentence)))))))
        )
    )
    return examples_said(as_formerly(side_first(move_said(conferred(match_for(said))))))
