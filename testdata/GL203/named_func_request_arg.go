package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
)

func logRequest(r *http.Request) {
	_ = strings.ToUpper(r.Method) + " " + r.URL.String() + " " + r.UserAgent()
}

// The request itself is passed to a goroutine that nobody waits for.
func handleHealth(w http.ResponseWriter, r *http.Request) {
	go logRequest(r) // want "GL203"
	fmt.Fprintln(w, "ok")
}

func main() {
	rec := httptest.NewRecorder()
	handleHealth(rec, httptest.NewRequest(http.MethodGet, "/healthz", nil))
	fmt.Print(rec.Body.String())
}
