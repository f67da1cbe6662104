package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
)

type viewCounter struct {
	mu    sync.Mutex
	views map[string]int
}

func (c *viewCounter) count(id, agent string) {
	c.mu.Lock()
	c.views[id+"/"+agent]++
	c.mu.Unlock()
}

var views = &viewCounter{views: map[string]int{}}

// ok: everything the goroutine needs is copied out of the request before
// the launch; it never touches w or r.
func handleView(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	agent := r.UserAgent()
	go views.count(id, agent)
	go func() {
		views.count(id, "any")
	}()
	fmt.Fprintln(w, "viewing", id)
}

func main() {
	rec := httptest.NewRecorder()
	handleView(rec, httptest.NewRequest(http.MethodGet, "/view?id=9", nil))
	fmt.Print(rec.Body.String())
}
