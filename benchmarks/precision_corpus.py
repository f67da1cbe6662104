"""Run goleaklint on the real-code corpora of docs/precision.md and draw the triage sample.

Usage: ``python benchmarks/precision_corpus.py OUT_DIR``. Writes ``findings.json`` (every
finding, per corpus) and ``sample.json`` (up to 60 findings per rule family, drawn with a
fixed seed so that the sample can be re-drawn after a change), and prints counts per rule.
The Debian packages must be installed (``apt-get install golang-github-...-dev``).
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

from goleaklint import engine
from goleaklint.settings import Settings

GOCODE = Path("/usr/share/gocode/src")
PACKAGES = {
    "golang-github-nats-io-nats-server-dev": "github.com/nats-io/nats-server",
    "golang-github-lucas-clemente-quic-go-dev": "github.com/lucas-clemente/quic-go",
    "golang-github-rclone-rclone-dev": "github.com/rclone/rclone",
    "golang-github-hashicorp-serf-dev": "github.com/hashicorp/serf",
    "golang-github-hashicorp-memberlist-dev": "github.com/hashicorp/memberlist",
    "golang-github-miekg-dns-dev": "github.com/miekg/dns",
}
SAMPLE_PER_FAMILY = 60
SEED = 2026


def goroot_src() -> Path:
    beside = Path(sys.executable).parent / "go"
    go = str(beside) if beside.exists() else shutil.which("go") or "go"
    out = subprocess.run([go, "env", "GOROOT"], capture_output=True, text=True, check=True)
    return Path(out.stdout.strip()) / "src"


def corpora() -> dict[str, Path]:
    found = {"go-stdlib": goroot_src()}
    for package, path in PACKAGES.items():
        if (GOCODE / path).is_dir():
            found[package] = GOCODE / path
    return found


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "precision-run")
    out.mkdir(parents=True, exist_ok=True)
    findings: list[dict[str, object]] = []
    for name, root in corpora().items():
        result = engine.check_paths([str(root)], Settings())
        crashes = [f for f in result.findings if f.rule_id == "GL999"]
        print(
            f"{name}: {result.files} files, {len(result.findings)} findings, "
            f"{len(result.errors)} file problems, {len(crashes)} crashes"
        )
        for finding in result.findings:
            findings.append(
                {
                    "corpus": name,
                    "rule": finding.rule_id,
                    "path": str(Path(finding.path).resolve()),
                    "line": finding.span.start.line,
                    "message": finding.message,
                }
            )
    counts = Counter((f["corpus"], f["rule"]) for f in findings)
    for (corpus, rule), count in sorted(counts.items()):
        print(f"  {corpus:45} {rule} {count}")
    families: dict[str, list[dict[str, object]]] = {}
    for finding in findings:
        families.setdefault(str(finding["rule"])[:3] + "xx", []).append(finding)
    rng = random.Random(SEED)
    sample = {
        family: sorted(
            rng.sample(members, min(SAMPLE_PER_FAMILY, len(members))),
            key=lambda f: (str(f["rule"]), str(f["path"]), int(str(f["line"]))),
        )
        for family, members in sorted(families.items())
    }
    (out / "findings.json").write_text(json.dumps(findings, indent=1))
    (out / "sample.json").write_text(json.dumps(sample, indent=1))
    print("sample: " + ", ".join(f"{k} {len(v)}" for k, v in sample.items()))


if __name__ == "__main__":
    main()
