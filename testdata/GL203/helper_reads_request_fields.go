package main

import (
	"log"
	"net/http"
	"time"
)

type server struct{ onRequest func(string) }

// notify reads only what the request was (method, path, address): none of it changes or
// goes away when the handler returns.
func (s *server) notify(took time.Duration, r *http.Request) {
	s.onRequest(r.Method + " " + r.URL.Path + " " + r.RemoteAddr + " " + took.String())
}

// notifyBody also reads the body, which the server closes when the handler returns.
func (s *server) notifyBody(r *http.Request) {
	buf := make([]byte, 64)
	n, _ := r.Body.Read(buf)
	s.onRequest(string(buf[:n]))
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	w.WriteHeader(http.StatusNoContent)
	go s.notify(time.Since(start), r) // ok: the helper reads plain fields only
	go s.notifyBody(r)                // want "GL203"
}

func main() {
	http.Handle("/", &server{onRequest: func(line string) { log.Println(line) }})
}
