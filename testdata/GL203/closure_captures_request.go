package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
)

type auditLog struct {
	mu      sync.Mutex
	entries []string
}

func (a *auditLog) add(e string) {
	a.mu.Lock()
	a.entries = append(a.entries, e)
	a.mu.Unlock()
}

var audit = &auditLog{}

// The audit goroutine reads r after the handler has returned: the server
// may already be reusing or tearing down the request.
func handleDelete(w http.ResponseWriter, r *http.Request) {
	go func() { // want "GL203"
		audit.add(r.Method + " " + r.URL.Path)
	}()
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	rec := httptest.NewRecorder()
	handleDelete(rec, httptest.NewRequest(http.MethodDelete, "/items/7", nil))
	fmt.Println(rec.Code)
}
