package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
)

func serveRaw(conn net.Conn, rw *bufio.ReadWriter, r *http.Request) {
	if conn != nil {
		defer conn.Close()
	}
	body, _ := io.ReadAll(r.Body)
	fmt.Println(len(body))
}

// Only the upgrade branch takes the connection over: on the plain branch the goroutine
// still reads the request's body after the handler has returned and the server has
// finished the request.
func handle(w http.ResponseWriter, r *http.Request) {
	var conn net.Conn
	var rw *bufio.ReadWriter
	if r.Header.Get("Upgrade") != "" {
		var err error
		conn, rw, err = w.(http.Hijacker).Hijack()
		if err != nil {
			return
		}
	}
	go serveRaw(conn, rw, r) // want "GL203"
}

func main() {
	server := httptest.NewServer(http.HandlerFunc(handle))
	defer server.Close()
	resp, err := http.Post(server.URL, "text/plain", nil)
	if err == nil {
		resp.Body.Close()
	}
	fmt.Println("done")
}
