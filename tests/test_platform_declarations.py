"""Functions declared once per platform (files with build constraints): a call may run any
of the declarations, so each is found run by it."""

from __future__ import annotations

from goleaklint import engine

MAIN = """package main

import (
	"fmt"
	"os"
)

func main() {
	if err := start(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
"""
LINUX = """//go:build linux

package main

import "errors"

func probe() error { return nil }

// start leaves its prober behind when it gives up on the arguments; main only checks
// what it returned, and the process ends right after either way.
func start(args []string) error {
	errc := make(chan error)
	go func() { errc <- probe() }()
	if len(args) > 3 {
		return errors.New("too many arguments")
	}
	return <-errc
}
"""
WINDOWS = """//go:build windows

package main

func start(args []string) error { return nil }
"""


def _findings(files: dict[str, str]) -> list[str]:
    result = engine.check_sources({p: s.encode() for p, s in files.items()})
    return [f.rule_id for f in result.findings]


def test_each_platform_declaration_is_run_by_the_call() -> None:
    files = {"app/main.go": MAIN, "app/start_linux.go": LINUX, "app/start_windows.go": WINDOWS}
    assert _findings(files) == []


def test_without_the_process_end_the_leak_counts() -> None:
    looping = MAIN.replace("\t\tos.Exit(1)\n\t}\n}", "\t\tos.Exit(1)\n\t}\n\tselect {}\n}")
    files = {"app/main.go": looping, "app/start_linux.go": LINUX, "app/start_windows.go": WINDOWS}
    assert _findings(files) == ["GL001"]
