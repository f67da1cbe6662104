package main

import "fmt"

// The channel is closed only when the batch is marked final; the
// non-final batch leaves the uploader ranging forever.
func uploadBatch(parts []string, final bool) {
	queue := make(chan string, len(parts))
	go func() {
		for p := range queue { // want "GL003"
			fmt.Println("upload", p)
		}
	}()
	for _, p := range parts {
		queue <- p
	}
	if final {
		close(queue)
	}
}

func main() {
	uploadBatch([]string{"part-1", "part-2"}, false)
	println("done") // main goes on after the calls above
}
