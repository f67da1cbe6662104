package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"
)

func slowReport() string {
	time.Sleep(time.Millisecond)
	return "report ready"
}

// The goroutine writes the response after the handler returned: by then the
// ResponseWriter must not be used any more.
func handleReport(w http.ResponseWriter, r *http.Request) {
	go func() { // want "GL203"
		fmt.Fprintln(w, slowReport())
	}()
}

func main() {
	handleReport(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/report", nil))
	fmt.Println("handler returned")
}
