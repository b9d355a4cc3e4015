"""ATIF documents as the source of the export formats that start from ATIF (``messages``, ...).

``inputs`` (what ``--atif PATH...`` names: files, folders, globs), ``read`` (documents read
strictly and validated, or rollout rows through the strict ATIF export, in chunks on an
engine, each accepted document handed to a format's transform where the chunk is read),
``output`` (a new output folder, written whole or not at all)."""

from trajspec.converters._atif_sources.inputs import AtifInputError, atif_inputs
from trajspec.converters._atif_sources.output import (
    OutputFolderError,
    check_output_folder,
    staged_folder,
)
from trajspec.converters._atif_sources.read import (
    AtifDocument,
    DocumentOutcome,
    RolloutExport,
    map_documents,
    trajectories,
    trajectory_id_of,
)

__all__ = [
    "AtifDocument",
    "AtifInputError",
    "DocumentOutcome",
    "OutputFolderError",
    "RolloutExport",
    "atif_inputs",
    "check_output_folder",
    "map_documents",
    "staged_folder",
    "trajectories",
    "trajectory_id_of",
]
