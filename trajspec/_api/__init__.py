"""The Python API: one function per job of the command line (``trajspec.validate``,
``project``, ``health``, ``export_atif``, ``reverify``, ``coverage``, ``report``), each a thin
layer over the engine the command runs, returning a result object with ``findings`` and
``ok``. ``trajspec`` re-exports these names lazily, so that ``import trajspec`` (and
``trajspec --help``) loads no engine."""

from trajspec._api import jobs, results
from trajspec._api.jobs import *  # noqa: F403 (jobs.__all__: one function per job)
from trajspec._api.results import *  # noqa: F403 (results.__all__: their result classes)
from trajspec._api.sources import InputError

__all__ = ["InputError"]
__all__ += jobs.__all__
__all__ += results.__all__
