package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
)

type archiver struct {
	stored int64
}

func (a *archiver) store(r *http.Request, done chan<- struct{}) {
	defer close(done)
	n, _ := io.Copy(io.Discard, r.Body)
	a.stored += n
}

// ok: a method handler that waits for the done channel the goroutine
// closes.
func (a *archiver) handleArchive(w http.ResponseWriter, r *http.Request) {
	done := make(chan struct{})
	go a.store(r, done)
	<-done
	fmt.Fprintln(w, "stored", a.stored, "bytes")
}

func main() {
	a := &archiver{}
	rec := httptest.NewRecorder()
	a.handleArchive(rec, httptest.NewRequest(http.MethodPut, "/archive", strings.NewReader("payload")))
	fmt.Print(rec.Body.String())
}
