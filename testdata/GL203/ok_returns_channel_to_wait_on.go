package main

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
)

var errUpgrade = errors.New("upgrade refused")

func upgrade(w http.ResponseWriter, r *http.Request) error {
	if r.Header.Get("Upgrade") == "" {
		return errUpgrade
	}
	fmt.Fprintln(w, "upgraded")
	return nil
}

// connect starts the upgrade and gives its caller the channel that says when it is over:
// the caller, not connect, is the one to wait.
func connect(w http.ResponseWriter, r *http.Request) chan error {
	result := make(chan error, 1)
	go func() {
		result <- upgrade(w, r)
	}()
	return result
}

// handleSocket waits for the upgrade before it returns.
func handleSocket(w http.ResponseWriter, r *http.Request) {
	if err := <-connect(w, r); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
	}
}

func main() {
	rec := httptest.NewRecorder()
	handleSocket(rec, httptest.NewRequest(http.MethodGet, "/socket", strings.NewReader("")))
	fmt.Print(rec.Body.String())
}
