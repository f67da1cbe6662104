"""Building text edits that leave gofmt-clean Go: whole lines, matching indentation."""

from __future__ import annotations

from goleaklint.gofile import GoFile
from goleaklint.parse import Node
from goleaklint.rule import Edit


def indentation(go_file: GoFile, node: Node) -> str:
    """The leading whitespace of the line where ``node`` starts."""
    line = go_file.lines.line_bytes(node.start_point.row + 1)
    stripped = line.lstrip(b" \t")
    return line[: len(line) - len(stripped)].decode()


def replace(go_file: GoFile, node: Node, text: str) -> Edit:
    """Replace the text of ``node``."""
    return Edit(go_file.path, node.start_byte, node.end_byte, text)


def insert_after(go_file: GoFile, node: Node, text: str) -> Edit:
    """Insert ``text`` right after ``node`` (same line)."""
    return Edit(go_file.path, node.end_byte, node.end_byte, text)


def line_after(go_file: GoFile, statement: Node, text: str, *, indent: str | None = None) -> Edit:
    """A new line after the line where ``statement`` ends, indented like the statement."""
    row = statement.end_point.row + 1
    at = go_file.lines.line_start(row) + len(go_file.lines.line_bytes(row))
    prefix = indentation(go_file, statement) if indent is None else indent
    return Edit(go_file.path, at, at, f"\n{prefix}{text}")


def line_before(go_file: GoFile, node: Node, text: str, indent: str) -> Edit:
    """A new line before the line where ``node`` starts."""
    at = go_file.lines.line_start(node.start_point.row + 1)
    return Edit(go_file.path, at, at, f"{indent}{text}\n")


def delete_lines(go_file: GoFile, statement: Node) -> Edit:
    """Remove the whole lines a statement occupies (it must be alone on them)."""
    start = go_file.lines.line_start(statement.start_point.row + 1)
    last = statement.end_point.row + 1
    end = go_file.lines.line_start(last) + len(go_file.lines.line_bytes(last)) + 1
    return Edit(go_file.path, start, min(end, len(go_file.source)), "")


def starts_its_line(go_file: GoFile, node: Node) -> bool:
    """Nothing but whitespace comes before ``node`` on its first line."""
    line = go_file.lines.line_bytes(node.start_point.row + 1)
    return not line[: node.start_point.column].strip()


def closing_brace_alone(go_file: GoFile, node: Node) -> bool:
    """``node`` (a select, a block...) ends with a ``}`` that has a line of its own."""
    brace = node.children[-1] if node.children else None
    return brace is not None and brace.type == "}" and alone_on_its_lines(go_file, brace)


def alone_on_its_lines(go_file: GoFile, statement: Node) -> bool:
    """Nothing but whitespace shares the statement's first and last line."""
    first = go_file.lines.line_bytes(statement.start_point.row + 1)
    last = go_file.lines.line_bytes(statement.end_point.row + 1)
    before = first[: statement.start_point.column]
    after = last[statement.end_point.column :]
    return not before.strip() and not after.strip()


def ends_its_line(go_file: GoFile, statement: Node) -> bool:
    """Only whitespace or a line comment follows the statement on its last line."""
    last = go_file.lines.line_bytes(statement.end_point.row + 1)
    rest = last[statement.end_point.column :].strip()
    return not rest or rest.startswith(b"//")
