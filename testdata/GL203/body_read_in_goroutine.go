package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
)

// The body is consumed in a goroutine after the handler has answered; the
// server closes r.Body when the handler returns.
func handleIngest(w http.ResponseWriter, r *http.Request) {
	go func() { // want "GL203"
		n, _ := io.Copy(io.Discard, r.Body)
		_ = n
	}()
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	rec := httptest.NewRecorder()
	handleIngest(rec, httptest.NewRequest(http.MethodPost, "/ingest", strings.NewReader("a,b,c\n1,2,3\n")))
	fmt.Println(rec.Code)
}
