package main

import (
	"context"
	"time"
)

func render(template string) string {
	time.Sleep(10 * time.Millisecond)
	return "<html>" + template + "</html>"
}

// ok: the single result fits the buffer even after the timeout wins.
func renderWithTimeout(template string) (string, bool) {
	html := make(chan string, 1)
	go func() {
		html <- render(template)
	}()
	select {
	case h := <-html:
		return h, true
	case <-time.After(time.Millisecond):
		return "", false
	}
}

func score(doc string, out chan<- int) {
	time.Sleep(5 * time.Millisecond)
	out <- len(doc)
}

// ok: a cancelled context returns early, but the buffered send still completes.
func scoreDoc(ctx context.Context, doc string) (int, error) {
	scores := make(chan int, 1)
	go score(doc, scores)
	select {
	case s := <-scores:
		return s, nil
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

func main() {
	_, _ = renderWithTimeout("index")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, _ = scoreDoc(ctx, "readme")
}
