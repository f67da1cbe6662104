package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
)

// The handler waits for the parser only on the happy path; the early error
// return leaves the goroutine reading r.Body after the request is over.
func handleImport(w http.ResponseWriter, r *http.Request) {
	var wg sync.WaitGroup
	var lines int
	wg.Add(1)
	go func() { // want "GL203"
		defer wg.Done()
		data, _ := io.ReadAll(r.Body)
		lines = strings.Count(string(data), "\n")
	}()
	if r.Header.Get("Content-Type") != "text/csv" {
		http.Error(w, "want text/csv", http.StatusUnsupportedMediaType)
		return
	}
	wg.Wait()
	fmt.Fprintf(w, "%d lines\n", lines)
}

func main() {
	rec := httptest.NewRecorder()
	handleImport(rec, httptest.NewRequest(http.MethodPost, "/import", strings.NewReader("a\nb\n")))
	fmt.Println(rec.Code)
}
