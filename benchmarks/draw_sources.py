"""Draw a precision batch from Debian's Go application sources, before any run.

    python benchmarks/draw_sources.py SOURCES DOWNLOADS ROOT [--seed S] [--label L]

``SOURCES`` is a release's source index (``dists/sid/main/source/Sources``, unpacked).
Applications are the source packages built with the Go toolchain (``dh-golang``,
``golang-any``, ``golang-go`` in ``Build-Depends``) that ship no ``golang-*-dev`` package:
their code is in no ``/usr/share/gocode`` tree, so no earlier batch could draw it. Each
candidate's upstream tarball (``.orig.tar.*``, or the whole tarball of a native package)
is fetched into ``DOWNLOADS`` from deb.debian.org and unpacked into ``ROOT/<Go-Import-Path>``
without its top directory, so ``precision_corpus.py --root ROOT`` finds it like any other
project. A project is a candidate by the rules of ``draw_batch.py`` (no earlier set holds its
path, a path above or below it, or a project of the same last element; at most 1,000
``.go`` files outside vendor and testdata directories; at least ``--min-go`` ``go``
statements), and its tarball is at most ``--max-mb`` megabytes. The split is
``draw_batch.split``.
"""

from __future__ import annotations

import argparse
import gzip
import lzma
import re
import subprocess
import tarfile
from pathlib import Path

from draw_batch import GO_STATEMENT, Project, is_candidate, print_split

MIRROR = "https://deb.debian.org/debian"
GO_BUILD = re.compile(r"\b(?:dh-golang|dh-sequence-golang|golang-any|golang-go)\b")
TARBALL = re.compile(r"^ \S+ (\d+) (\S+\.(?:orig\.)?tar\.(?:gz|xz|bz2))$", re.M)


def field(block: str, name: str) -> str | None:
    """A field of one index entry, continuation lines joined."""
    match = re.search(rf"^{name}: (.*(?:\n .*)*)", block, re.M)
    return match.group(1).replace("\n", " ") if match else None


def index_text(sources: Path) -> str:
    """A source index, read as it was fetched (``Sources``, ``Sources.gz`` or ``Sources.xz``)."""
    data = sources.read_bytes()
    if sources.suffix == ".gz":
        data = gzip.decompress(data)
    elif sources.suffix == ".xz":
        data = lzma.decompress(data)
    return data.decode("utf-8", "replace")


def applications(
    sources: Path, mirror: str = MIRROR, libraries: bool = False
) -> list[tuple[str, str, str, int]]:
    """(source package, import path, tarball URL, size) of each Go application (and, with
    ``libraries``, of each Go library source package too)."""
    found: dict[str, tuple[str, str, str, int]] = {}
    for block in index_text(sources).split("\n\n"):
        package = field(block, "Package")
        build = field(block, "Build-Depends") or ""
        binaries = [b.strip() for b in (field(block, "Binary") or "").split(",")]
        declared = field(block, "Go-Import-Path") or field(block, "XS-Go-Import-Path") or ""
        import_path = declared.split(",")[0].strip()
        directory = field(block, "Directory")
        if not package or not import_path or not directory or not GO_BUILD.search(build):
            continue
        if not libraries and (
            package.startswith("golang-")
            or any(b.startswith("golang-") and b.endswith("-dev") for b in binaries)
        ):
            continue
        files = block.split("Checksums-Sha256:")[0]
        tarballs = [(int(size), name) for size, name in TARBALL.findall(files)]
        if not tarballs:
            continue
        size, name = tarballs[0]
        found[package] = (package, import_path, f"{mirror}/{directory}/{name}", size)
    return sorted(found.values())


def source_packages(sources: Path) -> set[str]:
    """Every source package an index names."""
    return {
        package
        for block in index_text(sources).split("\n\n")
        if (package := field(block, "Package"))
    }


def unpack(url: str, downloads: Path, target: Path) -> bool:
    """Fetch the tarball (once) and unpack it into ``target`` without its top directory;
    False when the mirror does not have it."""
    archive = downloads / url.rsplit("/", 1)[1]
    if not archive.exists():
        fetched = subprocess.run(["curl", "-sfo", str(archive), url])
        if fetched.returncode != 0:
            print(f"# not fetched: {url}")
            return False
    if target.exists():
        return True
    target.mkdir(parents=True)
    with tarfile.open(archive) as tar:
        members = []
        for member in tar.getmembers():
            parts = member.name.split("/", 1)
            if len(parts) < 2 or not parts[1] or not (member.isfile() or member.isdir()):
                continue
            member.name = parts[1]
            members.append(member)
        tar.extractall(target, members=members, filter="data")
    return True


def project(package: str, import_path: str, root: Path) -> Project:
    tree = root / import_path
    files = [
        f
        for f in tree.rglob("*.go")
        if f.is_file() and not {"vendor", "testdata"} & set(f.relative_to(tree).parts)
    ]
    goroutines = sum(len(GO_STATEMENT.findall(f.read_bytes())) for f in files)
    return Project(f"source:{package}", import_path, len(files), goroutines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sources", type=Path)
    parser.add_argument("downloads", type=Path)
    parser.add_argument("root", type=Path)
    parser.add_argument("--min-go", type=int, default=3)
    parser.add_argument("--max-mb", type=int, default=40)
    parser.add_argument("--seed", type=int, default=20261202)
    parser.add_argument("--label", default="11")
    parser.add_argument(
        "--also",
        nargs=2,
        action="append",
        default=[],
        metavar=("INDEX", "MIRROR"),
        help="a further source index and the archive it describes; a package already "
        "seen in an earlier index is not drawn again",
    )
    parser.add_argument(
        "--not-in",
        type=Path,
        action="append",
        default=[],
        help="a source index whose packages are left out (a release drawn before)",
    )
    parser.add_argument(
        "--libraries",
        action="store_true",
        help="draw library source packages (golang-*) too: a release's libraries that no "
        "/usr/share/gocode tree drawn before holds (removed since, or never in Debian)",
    )
    args = parser.parse_args()
    args.downloads.mkdir(parents=True, exist_ok=True)
    apps = applications(args.sources, libraries=args.libraries)
    for index, mirror in args.also:
        seen = {app[0] for app in apps}
        apps += [
            app for app in applications(Path(index), mirror, args.libraries) if app[0] not in seen
        ]
    left_out = {p for index in args.not_in for p in source_packages(index)}
    apps = [app for app in apps if app[0] not in left_out]
    chosen: list[Project] = []
    for package, import_path, url, size in apps:
        named = Project(f"source:{package}", import_path, 0, args.min_go)
        if size > args.max_mb << 20 or not is_candidate(named, args.min_go):
            continue  # too big, or an earlier set holds it: not fetched at all
        if not unpack(url, args.downloads, args.root / import_path):
            continue
        candidate = project(package, import_path, args.root)
        if is_candidate(candidate, args.min_go):
            chosen.append(candidate)
    print_split(chosen, f"{len(apps)} applications", args.seed, args.label)


if __name__ == "__main__":
    main()
