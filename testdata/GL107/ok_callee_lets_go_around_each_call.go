package main

import "sync"

type registry struct {
	mu    sync.Mutex
	books map[string]*book
	loads int
}

type book struct {
	mu    sync.Mutex
	reg   *registry
	pages int
}

// ok: called with r.mu held, refresh lets r.mu go around each call that takes a book's
// lock (and takes it back after each), so no path holds r.mu while waiting for a book.
func (r *registry) refresh(names []string) {
	r.mu.Unlock()
	r.open(names[0])
	r.mu.Lock()
	r.loads++
	r.mu.Unlock()
	r.open(names[1])
	r.mu.Lock()
	r.loads++
}

func (r *registry) reload(names []string) {
	r.mu.Lock()
	r.refresh(names)
	r.mu.Unlock()
}

// open takes a book's lock, then the registry's.
func (r *registry) open(name string) {
	b := r.lookup(name)
	b.mu.Lock()
	b.pages++
	r.mu.Lock()
	r.loads++
	r.mu.Unlock()
	b.mu.Unlock()
}

func (r *registry) lookup(name string) *book {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.books[name]
}

func main() {
	r := &registry{books: map[string]*book{}}
	r.books["a"] = &book{reg: r}
	r.books["b"] = &book{reg: r}
	var wg sync.WaitGroup
	for range 100 {
		wg.Add(2)
		go func() { defer wg.Done(); r.reload([]string{"a", "b"}) }()
		go func() { defer wg.Done(); r.open("b") }()
	}
	wg.Wait()
}
