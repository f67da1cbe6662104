"""The README's rule table, generated from the rule docs.

``python -m goleaklint.readme_table [README] [--check]`` rewrites the table in
place (or, with ``--check``, exits 1 when it is stale).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from goleaklint.docs import RuleDoc, Status, load_docs

START_MARKER = "<!-- rules-table:start -->"
END_MARKER = "<!-- rules-table:end -->"
README = Path(__file__).resolve().parent.parent / "README.md"

_HEADER = ("Rule", "Name", "What it finds", "Severity", "Fix")


def rules_table() -> str:
    """A Markdown table of the GL0xx-GL8xx rules (tool diagnostics GL9xx excluded)."""
    docs = [doc for doc in load_docs().values() if _listed(doc)]
    rows = [_HEADER, tuple("---" for _ in _HEADER), *(_row(doc) for doc in docs)]
    return "".join(f"| {' | '.join(cells)} |\n" for cells in rows)


def _listed(doc: RuleDoc) -> bool:
    return not doc.id.startswith("GL9") and doc.status is not Status.REMOVED


def _row(doc: RuleDoc) -> tuple[str, ...]:
    name = f"`{doc.name}`"
    if doc.status is Status.PREVIEW:
        name += " (preview)"
    return (
        f"[{doc.id}](rules/{doc.id}.md)",
        name,
        _escape_cell(doc.title),
        str(doc.severity),
        doc.fix_label,
    )


def _escape_cell(text: str) -> str:
    return text.replace("|", "\\|")


def with_table(text: str) -> str:
    """``text`` with the current table between the markers."""
    start = text.find(START_MARKER)
    end = text.find(END_MARKER)
    if start == -1 or end == -1 or end < start:
        raise ValueError(f"README must contain {START_MARKER} followed by {END_MARKER}")
    head = text[: start + len(START_MARKER)]
    return f"{head}\n{rules_table()}{text[end:]}"


def minimal_readme() -> str:
    """A README holding only the title and the table."""
    return f"# goleaklint\n\n{START_MARKER}\n{END_MARKER}\n"


def update_readme(path: Path = README) -> bool:
    """Rewrite the table in ``path`` (creating a minimal README); True if it changed."""
    old = path.read_text(encoding="utf-8") if path.exists() else None
    new = with_table(old if old is not None else minimal_readme())
    if new == old:
        return False
    path.write_text(new, encoding="utf-8")
    return True


def is_current(path: Path = README) -> bool:
    """Whether ``path`` exists and its table matches the docs."""
    if not path.exists():
        return False
    text = path.read_text(encoding="utf-8")
    return with_table(text) == text


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    paths = [arg for arg in args if arg != "--check"]
    path = Path(paths[0]) if paths else README
    if check:
        if is_current(path):
            return 0
        print(
            f"{path}: rule table is stale; run python -m goleaklint.readme_table", file=sys.stderr
        )
        return 1
    changed = update_readme(path)
    print(f"{path}: {'updated' if changed else 'already current'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
