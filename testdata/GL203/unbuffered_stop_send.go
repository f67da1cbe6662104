package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"
)

// flusher reports progress on the response until stop is received, and then only ends.
func flusher(w http.ResponseWriter, stop <-chan struct{}) {
	tick := time.NewTicker(time.Millisecond)
	for {
		select {
		case <-stop:
			tick.Stop()
			return
		case <-tick.C:
			fmt.Fprintln(w, "working")
		}
	}
}

// The handler's last step is an unbuffered send only the flusher takes: it returns once
// the flusher has received it, and from there the flusher touches nothing of the request.
func handleImport(w http.ResponseWriter, r *http.Request) {
	stop := make(chan struct{})
	go flusher(w, stop)
	name := r.URL.Query().Get("name")
	stop <- struct{}{}
	fmt.Fprintln(w, "imported", name)
}

// With room in the channel the send does not wait for the flusher: it can still be
// writing when the handler has returned.
func handleImportBuffered(w http.ResponseWriter, r *http.Request) {
	stop := make(chan struct{}, 1)
	go flusher(w, stop) // want "GL203"
	fmt.Fprintln(w, "importing", r.URL.Query().Get("name"))
	stop <- struct{}{}
}

// This flusher writes once more after the stop: the handler may return first.
func flushLast(w http.ResponseWriter, stop <-chan struct{}) {
	<-stop
	fmt.Fprintln(w, "done")
}

func handleImportFlushingLast(w http.ResponseWriter, r *http.Request) {
	stop := make(chan struct{})
	go flushLast(w, stop) // want "GL203"
	fmt.Fprintln(w, "importing", r.URL.Query().Get("name"))
	stop <- struct{}{}
}

// A second goroutine receives from the same channel: the send may be taken by it.
func watch(stop <-chan struct{}) {
	<-stop
}

func handleImportWatched(w http.ResponseWriter, r *http.Request) {
	stop := make(chan struct{})
	go flusher(w, stop) // want "GL203"
	go watch(stop)
	fmt.Fprintln(w, "importing", r.URL.Query().Get("name"))
	stop <- struct{}{}
	stop <- struct{}{}
}

func main() {
	handlers := []http.HandlerFunc{
		handleImport, handleImportBuffered, handleImportFlushingLast, handleImportWatched,
	}
	for _, handle := range handlers {
		rec := httptest.NewRecorder()
		handle(rec, httptest.NewRequest(http.MethodPost, "/import?name=a", nil))
		fmt.Print(rec.Body.String())
	}
}
