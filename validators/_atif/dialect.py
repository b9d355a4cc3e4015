"""The ATIF dialect of the rule engine (trajspec/_rule_engine.py): the rules of each ATIF
object type (validators/_atif/steps.py, metrics.py) over the table of which members hold which
objects (validators/_atif/walk.py)."""

from __future__ import annotations

from trajspec._rule_engine import Dialect
from trajspec.validators._atif.gym_profile import gym_rules
from trajspec.validators._atif.metrics import final_metrics_rules, metrics_rules
from trajspec.validators._atif.steps import (
    content_part_rules,
    ref_rules,
    step_rules,
    subagent_rules,
)
from trajspec.validators._atif.walk import CHILDREN

#: The semantic rules of spec/rules/atif.json (but the atif.gym.* and version ones), by the
#: type of the object each reads; the context of a run is the version the document is
#: checked as ("1.7", ...).
ATIF = Dialect(
    CHILDREN,
    {
        "Trajectory": (subagent_rules, final_metrics_rules),
        "Step": (step_rules,),
        "Metrics": (metrics_rules,),
        "SubagentTrajectoryRef": (ref_rules,),
        "ContentPart": (content_part_rules,),
    },
)

#: The atif.gym.* rules of the NeMo Gym profile: rules of its one trajectory, which has no
#: subagents (the walk enters nothing below it).
GYM = Dialect({}, {"Trajectory": (gym_rules,)})
