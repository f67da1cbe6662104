package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"
)

func lookupPrice(r *http.Request) string {
	time.Sleep(5 * time.Millisecond)
	body, _ := io.ReadAll(r.Body) // the server closes the body once the handler returns
	return "price for " + string(body)
}

// The handler waits for the lookup, unless the request is cancelled first:
// on that path it returns and the goroutine keeps using r.
func handlePrice(w http.ResponseWriter, r *http.Request) {
	result := make(chan string, 1)
	go func() { // want "GL203"
		result <- lookupPrice(r)
	}()
	select {
	case price := <-result:
		fmt.Fprintln(w, price)
	case <-r.Context().Done():
		http.Error(w, "cancelled", http.StatusRequestTimeout)
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequest(http.MethodPost, "/price", strings.NewReader("42")).WithContext(ctx)
	rec := httptest.NewRecorder()
	handlePrice(rec, req)
	fmt.Println(rec.Code)
}
