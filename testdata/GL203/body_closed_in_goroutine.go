package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
)

// No finding here: the goroutine only closes the body, to unblock the handler's read. The server closes
// it too once the handler returns, and closing it again does nothing: nothing of the
// request is used after it is over.
func handleUpload(w http.ResponseWriter, r *http.Request) {
	body := r.Body
	go r.Body.Close()
	go func() {
		body.Close()
	}()
	n, _ := io.Copy(io.Discard, r.Body)
	fmt.Fprintln(w, n)
}

// The goroutine closes the body and then reads the request's context: that use outlives
// the request.
func handleUploadLate(w http.ResponseWriter, r *http.Request) {
	go func() { // want "GL203"
		r.Body.Close()
		fmt.Println(r.Context().Value("trace"))
	}()
	n, _ := io.Copy(io.Discard, r.Body)
	fmt.Fprintln(w, n)
}

func main() {
	for _, handle := range []http.HandlerFunc{handleUpload, handleUploadLate} {
		rec := httptest.NewRecorder()
		handle(rec, httptest.NewRequest(http.MethodPost, "/upload", strings.NewReader("data")))
		fmt.Println(rec.Code)
	}
}
