package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
)

type webhookRelay struct {
	mu        sync.Mutex
	forwarded []string
}

func (h *webhookRelay) forward(target string, r *http.Request) {
	h.mu.Lock()
	h.forwarded = append(h.forwarded, target+" "+r.Header.Get("X-Event"))
	h.mu.Unlock()
}

// ServeHTTP starts one forwarding goroutine per target, each using the
// request, and answers without waiting for any of them.
func (h *webhookRelay) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	for _, target := range r.Header.Values("X-Forward-To") {
		go h.forward(target, r) // want "GL203"
	}
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	req := httptest.NewRequest(http.MethodPost, "/hook", nil)
	req.Header.Set("X-Event", "push")
	req.Header.Add("X-Forward-To", "ci")
	req.Header.Add("X-Forward-To", "chat")
	rec := httptest.NewRecorder()
	(&webhookRelay{}).ServeHTTP(rec, req)
	fmt.Println(rec.Code)
}
