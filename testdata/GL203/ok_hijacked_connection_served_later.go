package main

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
)

func serveRaw(conn net.Conn, rw *bufio.ReadWriter, r *http.Request) {
	defer conn.Close()
	fmt.Fprintf(rw, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: %s\r\n\r\n", r.Header.Get("Upgrade"))
	rw.Flush()
}

// ok: the handler takes the connection over before it starts the goroutine: the server
// no longer finishes the response or reuses the writer, and the goroutine serving the
// connection after the handler returns is how a hijacked connection is served.
func upgrade(w http.ResponseWriter, r *http.Request) {
	conn, rw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	go serveRaw(conn, rw, r)
}

func main() {
	server := httptest.NewServer(http.HandlerFunc(upgrade))
	defer server.Close()
	conn, err := net.Dial("tcp", server.Listener.Addr().String())
	if err != nil {
		panic(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: raw\r\nConnection: Upgrade\r\n\r\n")
	line, _ := bufio.NewReader(conn).ReadString('\n')
	fmt.Print(line)
}
