package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"
)

func lookupPrice(r *http.Request) string {
	time.Sleep(5 * time.Millisecond)
	return "price for " + r.URL.Query().Get("sku")
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
	req := httptest.NewRequest(http.MethodGet, "/price?sku=42", nil).WithContext(ctx)
	rec := httptest.NewRecorder()
	handlePrice(rec, req)
	fmt.Println(rec.Code)
}
