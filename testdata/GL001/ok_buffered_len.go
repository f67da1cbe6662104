package main

import (
	"errors"
	"strings"
)

type page struct {
	url  string
	size int
	err  error
}

func fetchPage(url string) page {
	if !strings.HasPrefix(url, "https://") {
		return page{url: url, err: errors.New("insecure url")}
	}
	return page{url: url, size: len(url)}
}

// ok: one slot per url, so returning on the first error strands no sender.
func totalSize(urls []string) (int, error) {
	pages := make(chan page, len(urls))
	for _, u := range urls {
		go func() {
			pages <- fetchPage(u)
		}()
	}
	total := 0
	for range urls {
		p := <-pages
		if p.err != nil {
			return 0, p.err
		}
		total += p.size
	}
	return total, nil
}

func lookup(replica, key string, out chan<- string) {
	out <- replica + "/" + key
}

// ok: first answer wins, the others land in the right-sized buffer.
func firstAnswer(replicas []string, key string) string {
	answers := make(chan string, len(replicas))
	for _, r := range replicas {
		go lookup(r, key, answers)
	}
	return <-answers
}

func main() {
	_, _ = totalSize([]string{"http://a.example", "https://b.example", "https://c.example"})
	_ = firstAnswer([]string{"r1", "r2", "r3"}, "user:42")
}
