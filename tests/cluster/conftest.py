"""A real two-node Ray cluster on this machine (a head and a second node, 1 CPU each), shared
by the tests of this folder and always shut down, also when a test fails. Only the loopback:
no dashboard, no usage report."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
# Ray finds a node's address through the network unless this is off; then it is the loopback
# (the nodes are told 127.0.0.1 too).
os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
from trajspec._ray_engine import RayEngine

try:
    import ray
    from ray import cluster_utils
except ImportError:  # the tests of this folder skip (nox -s ray installs it)
    ray = cluster_utils = None

NODE = {"num_cpus": 1, "node_ip_address": "127.0.0.1", "object_store_memory": 150 << 20}


@pytest.fixture(scope="session")
def ray_cluster() -> Iterator[Any]:
    if cluster_utils is None:
        pytest.skip("ray is not installed: pip install 'trajspec[ray]'")
    cluster = cluster_utils.Cluster(
        initialize_head=True, head_node_args={**NODE, "include_dashboard": False}
    )
    try:
        cluster.add_node(**NODE)
        cluster.wait_for_nodes(timeout=120)
        yield cluster
    finally:
        ray.shutdown()
        cluster.shutdown()


@pytest.fixture(scope="session")
def ray_engine(ray_cluster: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[RayEngine]:
    # Ray puts the driver's current folder first on its workers' sys.path: from the
    # repository's root, the trajspec/ folder there (core only, see setup.py) would hide the
    # installed package. Join from a neutral folder.
    here = Path.cwd()
    os.chdir(tmp_path_factory.mktemp("driver"))
    try:
        engine = RayEngine(address=ray_cluster.address, timeout=120)
    finally:
        os.chdir(here)
    try:
        yield engine
    finally:
        engine.close()
