package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
)

func checksum(data []byte) {
	_ = sha256.Sum256(data)
}

// ok: the body is read in the handler; the goroutine only gets the bytes.
func handleBlob(w http.ResponseWriter, r *http.Request) {
	data, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	go checksum(data)
	fmt.Fprintln(w, len(data), "bytes")
}

func main() {
	rec := httptest.NewRecorder()
	handleBlob(rec, httptest.NewRequest(http.MethodPost, "/blob", strings.NewReader("hello")))
	fmt.Print(rec.Body.String())
}
