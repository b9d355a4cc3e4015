"""A real two-node Ray cluster on this machine (a head and a second node, 1 CPU each), shared
by the tests of this folder and always shut down, also when a test fails. Only the loopback:
no dashboard, no usage report."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
# Ray finds a node's address through the network unless this is off; then it is the loopback
# (the nodes are told 127.0.0.1 too).
os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
ray = pytest.importorskip("ray")
cluster_utils = pytest.importorskip("ray.cluster_utils")

from trajspec._ray_engine import RayEngine  # noqa: E402

NODE = {"num_cpus": 1, "node_ip_address": "127.0.0.1", "object_store_memory": 150 << 20}


@pytest.fixture(scope="session")
def ray_cluster() -> Iterator[cluster_utils.Cluster]:
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
def ray_engine(ray_cluster: cluster_utils.Cluster) -> Iterator[RayEngine]:
    engine = RayEngine(address=ray_cluster.address, timeout=120)
    try:
        yield engine
    finally:
        engine.close()
