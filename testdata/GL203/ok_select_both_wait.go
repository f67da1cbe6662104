package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
)

func spellcheck(text string) int {
	return strings.Count(text, "teh")
}

// ok: the goroutine works on a copied string, so the handler may stop
// waiting when the request is cancelled without anything outliving it that
// belongs to the request.
func handleSpellcheck(w http.ResponseWriter, r *http.Request) {
	text := r.URL.Query().Get("text")
	typos := make(chan int, 1)
	go func() {
		typos <- spellcheck(text)
	}()
	select {
	case n := <-typos:
		fmt.Fprintln(w, n, "typos")
	case <-r.Context().Done():
		http.Error(w, "cancelled", http.StatusRequestTimeout)
	}
}

func main() {
	rec := httptest.NewRecorder()
	handleSpellcheck(rec, httptest.NewRequest(http.MethodGet, "/check?text=teh+cat", nil))
	fmt.Print(rec.Body.String())
}
