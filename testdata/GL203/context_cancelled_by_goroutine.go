package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
)

func build(ctx context.Context, tag string, progress chan<- string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	progress <- "building " + tag
	return "sha256:" + tag, nil
}

// The build runs in a goroutine that cancels done on its way out, and nothing else
// cancels it (its parent is Background): the handler leaves only by its Done, so only
// once the goroutine is ending, and never while it still uses the request.
func handleBuild(w http.ResponseWriter, r *http.Request) {
	done, cancel := context.WithCancel(context.Background())
	progress := make(chan string)
	var id string
	go func() {
		defer cancel()
		id, _ = build(r.Context(), r.URL.Query().Get("t"), progress)
	}()
	for {
		select {
		case line := <-progress:
			fmt.Fprintln(w, line)
		case <-done.Done():
			fmt.Fprintln(w, "built", id)
			return
		}
	}
}

// The same with the request's context as the parent: a client that goes away cancels
// done first, and the handler returns while the goroutine may still use the request.
func handleBuildTied(w http.ResponseWriter, r *http.Request) {
	done, cancel := context.WithCancel(r.Context())
	progress := make(chan string, 1)
	go func() { // want "GL203"
		defer cancel()
		_, _ = build(r.Context(), r.URL.Query().Get("t"), progress)
	}()
	<-done.Done()
}

func main() {
	for _, handle := range []http.HandlerFunc{handleBuild, handleBuildTied} {
		rec := httptest.NewRecorder()
		handle(rec, httptest.NewRequest(http.MethodPost, "/build?t=web", strings.NewReader("")))
		fmt.Print(rec.Body.String())
	}
}
