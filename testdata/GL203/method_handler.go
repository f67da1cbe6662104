package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
)

type thumbnailer struct {
	mu   sync.Mutex
	done map[string]bool
}

func (t *thumbnailer) generate(r *http.Request) {
	name := r.FormValue("name")
	t.mu.Lock()
	t.done[name] = true
	t.mu.Unlock()
}

// A handler method that hands the request to another method in a goroutine
// and returns immediately.
func (t *thumbnailer) handleUpload(w http.ResponseWriter, r *http.Request) {
	go t.generate(r) // want "GL203"
	w.WriteHeader(http.StatusCreated)
}

func main() {
	t := &thumbnailer{done: map[string]bool{}}
	rec := httptest.NewRecorder()
	t.handleUpload(rec, httptest.NewRequest(http.MethodPost, "/upload?name=cat.png", nil))
	fmt.Println(rec.Code)
}
