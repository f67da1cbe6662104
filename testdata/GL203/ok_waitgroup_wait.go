package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
)

// ok: the handler fans out over the query values and waits for all the
// goroutines before writing the response.
func handleBatch(w http.ResponseWriter, r *http.Request) {
	keys := r.URL.Query()["k"]
	results := make([]string, len(keys))
	var wg sync.WaitGroup
	for i := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = strings.ToUpper(r.URL.Query()["k"][i])
		}()
	}
	wg.Wait()
	fmt.Fprintln(w, strings.Join(results, ","))
}

func main() {
	rec := httptest.NewRecorder()
	handleBatch(rec, httptest.NewRequest(http.MethodGet, "/batch?k=a&k=b", nil))
	fmt.Print(rec.Body.String())
}
