package main

import (
	"fmt"
	"sync"
)

// ok: finish marks every upload done.
type uploads struct {
	inflight sync.WaitGroup
}

func (u *uploads) start(name string) {
	u.inflight.Add(1)
	go u.finish(name)
}

func (u *uploads) finish(name string) {
	defer u.inflight.Done()
	fmt.Println("uploaded", name)
}

func (u *uploads) close() { u.inflight.Wait() }

// ok: Add(-1) takes the count back down.
type tasks struct {
	running sync.WaitGroup
}

func (t *tasks) run(f func()) {
	t.running.Add(1)
	f()
	t.running.Add(-1)
}

func (t *tasks) drain() { t.running.Wait() }

// ok: the WaitGroup is lent to a helper that marks it done.
type crawl struct {
	pending sync.WaitGroup
}

func release(wg *sync.WaitGroup) { wg.Done() }

func (c *crawl) visit(url string) {
	c.pending.Add(1)
	fmt.Println("visiting", url)
	release(&c.pending)
}

func (c *crawl) wait() { c.pending.Wait() }

// ok: the method value is handed to the worker, which calls it.
type batch struct {
	left sync.WaitGroup
}

func (b *batch) submit(work func(done func())) {
	b.left.Add(1)
	go work(b.left.Done)
}

func (b *batch) wait() { b.left.Wait() }

func main() {
	u := &uploads{}
	u.start("a")
	u.close()
	t := &tasks{}
	t.run(func() {})
	t.drain()
	c := &crawl{}
	c.visit("https://example.com")
	c.wait()
	b := &batch{}
	b.submit(func(done func()) { defer done() })
	b.wait()
}
