"""A handler whose connection a websocket library takes over (it hijacks it) serves it for
as long as the connection lives: a goroutine that hands the writer to the library's server,
or one started after the upgrade, is not tied to the request. The same goroutine handing the
writer to any other handler still is."""

from __future__ import annotations

from goleaklint import engine

SERVE_IN_GOROUTINE = """package wsstream

import (
	"net/http"

	SERVER_IMPORT
)

type Reader struct{ err chan error }

func NewReader() *Reader { return &Reader{err: make(chan error)} }

func (r *Reader) handle(ws *websocket.Conn) { r.err <- nil }

func (r *Reader) Copy(w http.ResponseWriter, req *http.Request) error {
	go func() {
		SERVER.ServeHTTP(w, req)
	}()
	return <-r.err
}
"""

UPGRADE_FIRST = b"""package ws

import (
	"net/http"

	"github.com/gorilla/websocket"
)

type handler struct{ upgrader websocket.Upgrader }

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	conn, err := h.upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	go func() {
		defer conn.Close()
		<-r.Context().Done()
		_ = r.URL.Query().Get("format")
		conn.WriteMessage(websocket.TextMessage, []byte(r.Header.Get("X")))
	}()
}
"""


def _rules(source: bytes) -> list[str]:
    result = engine.check_source("ws/handler.go", source)
    assert not result.errors, [e.message for e in result.errors]
    return [f.rule_id for f in result.findings]


def _serve(server_import: str, server: str) -> bytes:
    source = SERVE_IN_GOROUTINE.replace("SERVER_IMPORT", server_import)
    return source.replace("SERVER", server).encode()


def test_a_goroutine_handing_the_writer_to_a_websocket_server_is_not_tied() -> None:
    source = _serve('"golang.org/x/net/websocket"', "websocket.Server{Handler: r.handle}")
    assert _rules(source) == []


def test_a_websocket_handler_conversion_takes_the_connection_too() -> None:
    source = _serve('"golang.org/x/net/websocket"', "websocket.Handler(r.handle)")
    assert _rules(source) == []


def test_handing_the_writer_to_another_handler_still_ties_the_goroutine() -> None:
    source = _serve('websocket "example.com/other"', 'http.StripPrefix("/x", nil)')
    assert _rules(source) == ["GL203"]


def test_a_goroutine_started_after_the_upgrade_is_not_tied() -> None:
    assert _rules(UPGRADE_FIRST) == []


def test_without_the_upgrade_the_same_goroutine_is_tied() -> None:
    source = UPGRADE_FIRST.replace(
        b"conn, err := h.upgrader.Upgrade(w, r, nil)", b"var conn *websocket.Conn\n\tvar err error"
    )
    assert _rules(source) == ["GL203"]
