package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
)

type searchIndex struct{}

func (searchIndex) reindex(ctx context.Context, doc string) error {
	return ctx.Err()
}

var index searchIndex

// The background reindex gets the request's context: it is cancelled as
// soon as the handler returns, and the goroutine outlives the request.
func handleSave(w http.ResponseWriter, r *http.Request) {
	doc := r.URL.Query().Get("doc")
	go index.reindex(r.Context(), doc) // want "GL203"
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	rec := httptest.NewRecorder()
	handleSave(rec, httptest.NewRequest(http.MethodPost, "/docs?doc=readme", nil))
	fmt.Println(rec.Code)
}
