"""Generated from spec/ by `nox -s codegen`. Do not edit by hand.

Models of atif 1.7.
"""

from .agent_schema import Agent
from .content_part_schema import ContentPart
from .final_metrics_schema import FinalMetrics
from .gym_profile_schema import GymProfileTrajectory
from .image_source_schema import ImageSource
from .metrics_schema import Metrics
from .observation_schema import Observation
from .observation_result_schema import ObservationResult
from .step_schema import Step
from .subagent_trajectory_ref_schema import SubagentTrajectoryRef
from .tool_call_schema import ToolCall
from .trajectory_schema import Trajectory

__all__ = ['Agent', 'ContentPart', 'FinalMetrics', 'GymProfileTrajectory', 'ImageSource', 'Metrics', 'Observation', 'ObservationResult', 'Step', 'SubagentTrajectoryRef', 'ToolCall', 'Trajectory']
