"""Draw a precision batch from the modules that Go applications vendor, before any run.

    python benchmarks/draw_vendored.py ROOT TREE... [--seed S] [--label L]

Each ``TREE`` is an unpacked source tree (an application's tarball, a ``-dev`` package's
files). Every ``vendor`` directory under it holds copies of the modules the application
builds with; the earlier batches skipped them, like ``goleaklint check`` does, so a module
that no earlier set holds is code nobody tuned for. A vendor directory's modules are those
its ``modules.txt`` names; without one (the GOPATH era), the directories that hold ``.go``
files, cut to their repository root (``github.com/owner/name``, ``golang.org/x/name``,
``gopkg.in/name.v1``, two elements elsewhere). A ``vendor/src`` tree is read as a GOPATH.

A module is a candidate by the rules of ``draw_batch.py`` (no earlier set holds its path, a
path above or below it, or a project of the same last element; at most 1,000 ``.go`` files
outside vendor and testdata directories; at least ``--min-go`` ``go`` statements). Where
several trees vendor one module, the copy with the most ``.go`` files is taken (ties by the
order of the trees on the command line). Each candidate is copied into ``ROOT/<module>`` so
that ``precision_corpus.py --root ROOT`` finds it, and the split is ``draw_batch.split``.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

from draw_batch import GO_STATEMENT, Project, is_candidate, print_split

MODULE_LINE = re.compile(r"^# (\S+) \S+", re.M)
THREE_ELEMENT_HOSTS = frozenset({"github.com", "gitlab.com", "bitbucket.org", "golang.org"})
SKIPPED = frozenset({"vendor", "testdata"})


def vendor_dirs(tree: Path) -> Iterator[Path]:
    """The outermost ``vendor`` directories under a tree."""
    for dirpath, dirs, _files in os.walk(tree):
        if "vendor" in dirs:
            dirs.remove("vendor")
            yield Path(dirpath) / "vendor"


def gopath_root(vendor: Path) -> Path:
    """Where import paths start: the vendor directory, or its ``src`` in a GOPATH layout."""
    hosts = [child for child in vendor.iterdir() if child.is_dir() and "." in child.name]
    return vendor / "src" if not hosts and (vendor / "src").is_dir() else vendor


def repository_root(parts: tuple[str, ...]) -> str:
    """The import path of the repository that holds a package directory."""
    host = parts[0]
    if host in THREE_ELEMENT_HOSTS:
        length = 3
    elif host == "gopkg.in":
        length = 2 if re.search(r"\.v\d+$", parts[1]) else 3
    else:
        length = 2
    return "/".join(parts[:length])


def vendored_modules(vendor: Path) -> list[str]:
    """The module paths a vendor directory holds."""
    listing = vendor / "modules.txt"
    if listing.is_file():
        return MODULE_LINE.findall(listing.read_text(errors="replace"))
    root = gopath_root(vendor)
    found: dict[str, None] = {}
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIPPED]
        parts = Path(dirpath).relative_to(root).parts
        if parts and "." in parts[0] and any(f.endswith(".go") for f in files):
            found.setdefault(repository_root(parts), None)
    return list(found)


def go_files(module_dir: Path) -> list[Path]:
    """The ``.go`` files of a module copy, vendor and testdata directories left out."""
    return [
        path
        for path in module_dir.rglob("*.go")
        if not SKIPPED & set(path.relative_to(module_dir).parts) and path.is_file()
    ]


def module_copies(trees: list[Path]) -> dict[str, tuple[Path, Project]]:
    """Each vendored module's largest copy across the trees."""
    chosen: dict[str, tuple[Path, Project]] = {}
    for tree in trees:
        for vendor in sorted(vendor_dirs(tree)):
            root = gopath_root(vendor)
            for module in vendored_modules(vendor):
                directory = root / module
                if not directory.is_dir():
                    continue
                files = go_files(directory)
                if not files:
                    continue
                goroutines = sum(len(GO_STATEMENT.findall(f.read_bytes())) for f in files)
                project = Project(f"vendored:{module}", module, len(files), goroutines)
                if module not in chosen or chosen[module][1].go_files < project.go_files:
                    chosen[module] = (directory, project)
    return chosen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("trees", nargs="+", type=Path)
    parser.add_argument("--min-go", type=int, default=1)
    parser.add_argument("--seed", type=int, default=20261220)
    parser.add_argument("--label", default="20")
    args = parser.parse_args()
    candidates = []
    copies = module_copies(args.trees)
    for module, (directory, project) in sorted(copies.items()):
        if not is_candidate(project, args.min_go):
            continue
        target = args.root / module
        if not target.exists():
            shutil.copytree(directory, target, ignore=shutil.ignore_patterns("vendor"))
        candidates.append(project)
    print_split(candidates, f"{len(copies)} vendored modules", args.seed, args.label)


if __name__ == "__main__":
    main()
