package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
)

func renderPage(r *http.Request) string {
	return "<h1>" + r.URL.Path + "</h1>"
}

// ok: the goroutine sends its result and the handler receives it before
// returning, on its only path.
func handlePage(w http.ResponseWriter, r *http.Request) {
	page := make(chan string, 1)
	go func() {
		page <- renderPage(r)
	}()
	fmt.Fprintln(w, <-page)
}

func main() {
	rec := httptest.NewRecorder()
	handlePage(rec, httptest.NewRequest(http.MethodGet, "/about", nil))
	fmt.Print(rec.Body.String())
}
