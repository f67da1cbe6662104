package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
)

var hits atomic.Int64

// A func literal registered on a mux: the counting goroutine reads the
// request headers after the handler returned.
func newMux() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/track", func(w http.ResponseWriter, r *http.Request) {
		go func() { // want "GL203"
			if r.Header.Get("DNT") == "" {
				hits.Add(1)
			}
		}()
		w.WriteHeader(http.StatusNoContent)
	})
	return mux
}

func main() {
	rec := httptest.NewRecorder()
	newMux().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/track", nil))
	fmt.Println(rec.Code)
}
