"""Draw a precision batch from unpacked Debian ``golang-*-dev`` packages, before any run.

    python benchmarks/draw_batch.py DEBS_DIR ROOT [--min-go N] [--seed S]

``DEBS_DIR`` holds the ``.deb`` files (``apt-get download``), ``ROOT`` the tree they were
unpacked into with ``dpkg -x`` (its ``usr/share/gocode/src``). A package's project is the
directory its ``.go`` files share. A project is a candidate when:

* no earlier set of ``precision_corpus.py`` holds its package, its path, a path above or
  below it, or a project of the same last path element (a possible copy or fork), a
  major-version suffix aside (``ldap.v3`` is a copy of ``go-ldap/ldap``);
* it has at most 1,000 ``.go`` files outside vendor and testdata directories;
* those files start at least ``--min-go`` goroutines (``go`` statements, counted on the text);
* it is not one of the forks or older copies named in ``KNOWN_COPIES``.

The candidates are then split as every batch before: sorted by their number of ``.go``
files (decreasing, ties by decreasing name), taken in pairs, and ``rng.randrange(2)`` of
``random.Random(seed)`` picks the member of each pair that goes to tuning (the odd one out
goes to tuning on a 0). Prints the two halves as ``precision_corpus.py`` records them.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import subprocess
import tarfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from precision_corpus import PACKAGES, SETS

GOCODE_PREFIX = "usr/share/gocode/src/"
GO_STATEMENT = re.compile(rb"^\s*go\s+(func\b|[A-Za-z_(])", re.M)
# Forks and older copies of other projects, left out before any run.
KNOWN_COPIES = frozenset(
    {
        "code.rocketnine.space/tslocum/cview",  # tview's fork
        "github.com/jacobsa/bazilfuse",  # bazil.org/fuse's fork
        "github.com/NebulousLabs/bolt",  # bolt's fork
        "github.com/boltdb/bolt",  # bbolt's original (tuning-4)
        "gopkg.in/jcmturner/gokrb5.v5",  # an older gokrb5
        "gopkg.in/redis.v2",  # an older redis client (redis.v5 in held-back-5)
        "github.com/go-delve/liner",  # peterh/liner's fork
        "github.com/pingcap/check",  # gopkg.in/check.v1's fork
        "github.com/thcyron/uiprogress",  # gosuri/uiprogress's forks
        "github.com/xorpaul/uiprogress",
        "github.com/coreos/gexpect",  # ThomasRooney/gexpect's fork
        "github.com/cloudflare/gortr",  # stayrtr's original (held-back-7)
        "github.com/influxdata/influxdb1-client",  # influxdb's client (tuning-5)
        "github.com/grpc-ecosystem/grpc-opentracing/go/otgrpc",  # opentracing-contrib/go-grpc
        "github.com/go-kit/log",  # go-kit/kit's log package (held-back), moved out
        "gopkg.in/dancannon/gorethink.v1",  # rethinkdb-go's old names (held-back-10)
        "gopkg.in/dancannon/gorethink.v2",
        "gopkg.in/gorethink/gorethink.v3",
        "github.com/spf13/hugo",  # gohugoio/hugo's old name (batch 16 has both)
        "github.com/form3tech-oss/jwt-go",  # golang-jwt/jwt's forks and old names (set 12)
        "github.com/dgrijalva/jwt-go-v3",
        "github.com/docker/engine-api",  # docker's client before it moved in (held-back)
        "github.com/bradfitz/http2",  # golang.org/x/net/http2 before it moved (tuning)
        "launchpad.net/gocheck",  # gopkg.in/check.v1's old name (held-back-8)
        "golang.zx2c4.com/go118/netip",  # the standard library's net/netip (rounds)
        "github.com/prometheus/tsdb",  # prometheus/prometheus's tsdb (tuning-9)
        "github.com/docker/goamz",  # a fork of the goamz AdRoll/goamz holds (batch 16)
        "github.com/sylabs/singularity",  # apptainer's old name (held-back-11)
    }
)


@dataclass(frozen=True)
class Project:
    package: str
    path: str
    go_files: int
    goroutines: int


def package_files(deb: Path) -> list[str]:
    """The ``.go`` files a package installs, relative to the gocode root."""
    tar = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
        names = [m.name.removeprefix("./") for m in archive.getmembers() if m.isfile()]
    return [
        n.removeprefix(GOCODE_PREFIX)
        for n in names
        if n.startswith(GOCODE_PREFIX) and n.endswith(".go")
    ]


def project_of(deb: Path, gocode: Path) -> Project | None:
    files = package_files(deb)
    if not files:
        return None
    path = os.path.commonpath([os.path.dirname(f) for f in files])
    if not path:
        return None
    counted = [f for f in files if not {"vendor", "testdata"} & set(Path(f).parts)]
    goroutines = sum(len(GO_STATEMENT.findall((gocode / f).read_bytes())) for f in counted)
    return Project(deb.name.split("_")[0], path, len(counted), goroutines)


VERSION_SUFFIX = re.compile(r"([.-]v\d+|-go1-\d+)$")


def stem(name: str) -> str:
    """A project name without its version suffix: ``ldap.v3`` and ``qtls-go1-15`` are
    ``ldap`` and ``qtls``, so an older major version counts as a copy of the newer one."""
    return VERSION_SUFFIX.sub("", name.lower())


def last_name(path: str) -> str:
    """The path's last element that is not a bare major version (``/v2``)."""
    parts = [p for p in path.rstrip("/").split("/") if not re.fullmatch(r"v\d+", p)]
    return parts[-1] if parts else path


@cache
def earlier_sets() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """Packages, paths and project names of every earlier set."""
    packages = set(PACKAGES)
    paths = set(PACKAGES.values())
    names = set()
    for members in SETS.values():
        for name, (package, path) in members.items():
            packages.add(package)
            paths.add(path)
            names.add(stem(name))
    names |= {stem(last_name(p)) for p in paths}
    return frozenset(packages), frozenset(paths), frozenset(names)


def is_candidate(project: Project, min_go: int) -> bool:
    packages, paths, names = earlier_sets()
    path = project.path
    return not (
        project.package in packages
        or any(path == p or path.startswith(p + "/") or p.startswith(path + "/") for p in paths)
        or stem(last_name(path)) in names
        or path in KNOWN_COPIES
        or project.go_files > 1000
        or project.goroutines < min_go
    )


def short_name(path: str, taken: set[str]) -> str:
    """The last path element, or the last two where that is taken."""
    parts = path.split("/")
    name = parts[-1]
    if name in taken or re.fullmatch(r"v\d+", name):
        name = "-".join(parts[-2:])
    taken.add(name)
    return name


def split(projects: list[Project], seed: int) -> tuple[list[Project], list[Project]]:
    import random

    ordered = sorted(projects, key=lambda p: (p.go_files, p.path), reverse=True)
    rng = random.Random(seed)
    tuning: list[Project] = []
    held_back: list[Project] = []
    for start in range(0, len(ordered), 2):
        pair = ordered[start : start + 2]
        pick = rng.randrange(2)
        if len(pair) == 1:
            (tuning if pick == 0 else held_back).append(pair[0])
            continue
        tuning.append(pair[pick])
        held_back.append(pair[1 - pick])
    return tuning, held_back


def render(label: str, members: list[Project], taken: set[str]) -> str:
    lines = [f"{label} = {{"]
    for project in members:
        name = short_name(project.path, taken)
        lines.append(
            f'    "{name}": ("{project.package}", "{project.path}"),  # {project.go_files}'
        )
    lines.append("}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("debs", type=Path)
    parser.add_argument("root", type=Path)
    parser.add_argument("--min-go", type=int, default=3)
    parser.add_argument("--seed", type=int, default=20261208)
    parser.add_argument("--label", default="8")
    args = parser.parse_args()
    gocode = args.root / GOCODE_PREFIX
    projects = [
        project
        for deb in sorted(args.debs.glob("*.deb"))
        if (project := project_of(deb, gocode)) is not None
    ]
    chosen = [p for p in projects if is_candidate(p, args.min_go)]
    print_split(chosen, f"{len(projects)} projects", args.seed, args.label)


def print_split(chosen: list[Project], out_of: str, seed: int, label: str) -> None:
    """Split the candidates and print both halves as ``precision_corpus.py`` records them."""
    tuning, held_back = split(chosen, seed)
    taken: set[str] = set()
    print(f"# {len(chosen)} of {out_of}")
    print(render(f"TUNING_{label}", tuning, taken))
    print(render(f"HELD_BACK_{label}", held_back, taken))


if __name__ == "__main__":
    main()
