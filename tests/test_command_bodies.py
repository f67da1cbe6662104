"""A command-line framework runs a command's body once per process, on the way to the end
of ``main`` (``cobra.Command``'s ``RunE``, ``urfave/cli``'s ``Action``): what the body leaves
behind when it returns is what ``main`` leaves behind. The same code run any other way keeps
its findings."""

from __future__ import annotations

from goleaklint import engine

DAEMON = """package cmd

import (
	"errors"
	"net/http"
	"time"

	COMMAND_IMPORT
)

var daemonCmd = COMMAND_LITERAL

// serve returns on the first error; a second server's error is then sent to nobody.
func serve(a, b *http.Server) error {
	errCh := make(chan error)
	go func() {
		errCh <- a.ListenAndServe()
	}()
	go func() {
		errCh <- b.ListenAndServe()
	}()
	ticker := time.NewTicker(time.Second)
	for range ticker.C {
		select {
		case err := <-errCh:
			return err
		default:
		}
	}
	return errors.New("unreachable")
}
"""

COBRA_LITERAL = """&cobra.Command{
	Use: "daemon",
	RunE: func(cmd *cobra.Command, args []string) error {
		return serve(&http.Server{}, &http.Server{})
	},
}"""

COBRA_CHECKED = """&cobra.Command{
	Use: "daemon",
	Run: func(cmd *cobra.Command, args []string) {
		checkErr(serve(&http.Server{}, &http.Server{}))
	},
}

func checkErr(err error) {
	if err != nil {
		panic(err)
	}
}"""

URFAVE_LITERAL = """&cli.Command{
	Name:   "daemon",
	Action: runDaemon,
}

func runDaemon(c *cli.Context) error {
	return serve(&http.Server{}, &http.Server{})
}"""

PLAIN_LITERAL = """&command{
	RunE: func(args []string) error {
		return serve(&http.Server{}, &http.Server{})
	},
}

type command struct{ RunE func([]string) error }"""


def _rules(command_import: str, literal: str) -> list[str]:
    source = DAEMON.replace("COMMAND_IMPORT", command_import).replace("COMMAND_LITERAL", literal)
    result = engine.check_source("cmd/daemon.go", source.encode())
    assert not result.errors, [e.message for e in result.errors]
    return sorted(f.rule_id for f in result.findings)


def test_a_cobra_command_body_ends_the_process_when_it_returns() -> None:
    assert _rules('"github.com/spf13/cobra"', COBRA_LITERAL) == []


def test_a_body_handing_the_result_to_its_last_call_ends_the_process_too() -> None:
    assert _rules('"github.com/spf13/cobra"', COBRA_CHECKED) == []


def test_an_urfave_action_named_by_its_function_ends_the_process_too() -> None:
    assert _rules('"github.com/urfave/cli/v2"', URFAVE_LITERAL) == []


def test_the_same_body_in_a_struct_of_the_package_keeps_its_findings() -> None:
    assert _rules('"fmt"', PLAIN_LITERAL + "\n\nvar _ = fmt.Sprint") == ["GL001", "GL001"]


REEXEC_LITERAL = """nil

func init() {
	reexec.Register("daemon-child", func() {
		if err := serve(&http.Server{}, &http.Server{}); err != nil {
			println(err.Error())
			os.Exit(1)
		}
	})
}"""

REEXEC_NAMED = """nil

func init() {
	reexec.Register("daemon-child", daemonMain)
}

func daemonMain() {
	err := serve(&http.Server{}, &http.Server{})
	if err != nil {
		os.Exit(1)
	}
}"""

REEXEC_ELSEWHERE = """nil

func init() {
	register("daemon-child", daemonMain)
}

func register(string, func()) {}

func daemonMain() {
	err := serve(&http.Server{}, &http.Server{})
	if err != nil {
		os.Exit(1)
	}
}"""


def test_a_reexec_entry_is_the_main_of_a_process_of_its_own() -> None:
    imports = '"os"\n\t"github.com/moby/sys/reexec"'
    assert _rules(imports, REEXEC_LITERAL) == []
    assert _rules(imports, REEXEC_NAMED) == []


def test_a_function_registered_with_a_function_of_the_package_keeps_its_findings() -> None:
    assert _rules('"os"', REEXEC_ELSEWHERE) == ["GL001", "GL001"]
