package main

import (
	"fmt"
	"strings"
	"sync"
)

type crawler struct {
	wg    sync.WaitGroup
	agent string
}

// fetch refuses insecure URLs and returns before its Done.
func (c *crawler) fetch(url string) {
	if !strings.HasPrefix(url, "https://") {
		fmt.Println("refusing", url)
		return
	}
	fmt.Println(c.agent, "fetched", url)
	c.wg.Done()
}

// finish waits on the struct's WaitGroup, which an insecure URL leaves one
// short forever.
func (c *crawler) finish() {
	c.wg.Wait() // want "GL101"
	fmt.Println("crawl complete")
}

func (c *crawler) crawl(urls []string) {
	for _, u := range urls {
		c.wg.Add(1)
		go c.fetch(u)
	}
	go c.finish()
}

func main() {
	c := &crawler{agent: "goleakbot"}
	c.crawl([]string{"https://example.com", "http://insecure.example.com"})
}
