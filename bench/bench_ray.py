"""Benchmark: `validate` over shards with LocalEngine(1), LocalEngine(2) and RayEngine on a
one- and a two-node cluster on this machine (1 CPU per node), beside the parse floor
(`orjson.loads` of every line, one process). Each engine runs in its own process, so that
its peak RSS is the driver's alone; "baseline" is a driver that joins a cluster and runs
nothing (Ray's own share of the figure).

    python bench/bench_ray.py FOLDER [--megabytes 500] [--shards 8]

FOLDER (outside the repository) holds the generated shards; they are kept for a rerun.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))
import corpus

ENGINES = ["baseline", "local1", "local2", "ray1", "ray2"]


def shards(folder: Path, megabytes: float, count: int) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = [folder / f"rollouts-{n:03d}.jsonl" for n in range(count)]
    for n, path in enumerate(paths):
        if not path.exists():
            corpus.write(path, megabytes / count, seed=n)
    return paths


floor = corpus.floor


def run(engine_name: str, paths: list[Path]) -> None:
    """One engine in this process: prints seconds, documents and peak RSS (MiB)."""
    from trajspec._jsonl import LocalEngine, Source
    from trajspec.validators import validate_sources

    cluster = engine = None
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"  # node addresses: the loopback
    try:
        if engine_name.startswith("local"):
            engine = LocalEngine(int(engine_name[-1]))
        elif engine_name == "baseline":  # Ray's own driver: joined, nothing run
            import ray
            from ray.cluster_utils import Cluster

            node = {"num_cpus": 1, "node_ip_address": "127.0.0.1"}
            cluster = Cluster(
                initialize_head=True, head_node_args={**node, "include_dashboard": False}
            )
            cluster.wait_for_nodes(timeout=120)
            ray.init(address=cluster.address, log_to_driver=False, _node_ip_address="127.0.0.1")
            rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(orjson.dumps({"seconds": 1e-9, "documents": 0, "rss_mib": rss}).decode())
            return
        else:
            from ray.cluster_utils import Cluster

            from trajspec._ray_engine import RayEngine

            node = {"num_cpus": 1, "node_ip_address": "127.0.0.1"}
            cluster = Cluster(
                initialize_head=True, head_node_args={**node, "include_dashboard": False}
            )
            for _ in range(int(engine_name[-1]) - 1):
                cluster.add_node(**node)
            cluster.wait_for_nodes(timeout=120)
            engine = RayEngine(address=cluster.address, timeout=600)
        start = time.perf_counter()
        documents = sum(1 for _ in validate_sources([Source(p) for p in paths], engine=engine))
        seconds = time.perf_counter() - start
    finally:
        if cluster is not None:
            import ray

            ray.shutdown()
            cluster.shutdown()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(orjson.dumps({"seconds": seconds, "documents": documents, "rss_mib": rss}).decode())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--megabytes", type=float, default=500.0)
    parser.add_argument("--shards", type=int, default=8)
    parser.add_argument("--engines", default=",".join(ENGINES))
    parser.add_argument("--run", help=argparse.SUPPRESS)
    args = parser.parse_args()
    paths = shards(args.folder, args.megabytes, args.shards)
    if args.run:
        run(args.run, paths)
        return
    size = sum(p.stat().st_size for p in paths) / 1e6
    base = floor(paths)
    print(f"{size:.0f} MB in {len(paths)} shards; load {os.getloadavg()[0]:.2f}")
    print(f"floor (orjson.loads): {size / base:.1f} MB/s")
    for name in args.engines.split(","):
        out = subprocess.run(
            [sys.executable, __file__, str(args.folder), "--megabytes", str(args.megabytes),
             "--shards", str(args.shards), "--run", name],
            capture_output=True, text=True, check=True, timeout=3600,
        ).stdout.splitlines()[-1]  # fmt: skip
        figures = orjson.loads(out)
        if name == "baseline":
            print(
                f"{name:8s} driver peak RSS {figures['rss_mib']:.0f} MiB after joining the "
                f"cluster, no task run (Ray's own; load {os.getloadavg()[0]:.2f})"
            )
            continue
        print(
            f"{name:8s} {size / figures['seconds']:7.1f} MB/s  ratio to floor "
            f"{figures['seconds'] / base:5.1f}  driver peak RSS {figures['rss_mib']:.0f} MiB  "
            f"({figures['documents']} documents; load {os.getloadavg()[0]:.2f})"
        )


if __name__ == "__main__":
    main()
