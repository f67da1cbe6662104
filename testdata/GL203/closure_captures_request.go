package main

import (
	"fmt"
	"io"
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

// The audit goroutine reads r's body after the handler has returned: the
// server may already have closed it.
func handleDelete(w http.ResponseWriter, r *http.Request) {
	go func() { // want "GL203"
		reason, _ := io.ReadAll(r.Body)
		audit.add(r.Method + " " + r.URL.Path + " " + string(reason))
	}()
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	rec := httptest.NewRecorder()
	handleDelete(rec, httptest.NewRequest(http.MethodDelete, "/items/7", nil))
	fmt.Println(rec.Code)
}
