package main

import "sync"

type entry struct {
	mu    sync.Mutex
	name  string
	stale bool
}

type store struct {
	sweepMu sync.Mutex
	tableMu sync.Mutex
	entries map[string]*entry
}

// ok: sweep takes the table, then each entry; its helper `drop` takes an entry, then the
// table. Both orders run only under sweepMu (the helper is run only by sweep's calls of
// the variable declared with it), so no two goroutines hold them at once.
func (s *store) sweep() {
	s.sweepMu.Lock()
	defer s.sweepMu.Unlock()
	drop := func(e *entry) {
		e.mu.Lock()
		if e.stale {
			s.tableMu.Lock()
			delete(s.entries, e.name)
			s.tableMu.Unlock()
		}
		e.mu.Unlock()
	}
	s.tableMu.Lock()
	var stale []*entry
	for _, e := range s.entries {
		e.mu.Lock()
		if e.stale {
			stale = append(stale, e)
		}
		e.mu.Unlock()
	}
	s.tableMu.Unlock()
	for _, e := range stale {
		drop(e)
	}
}

func (s *store) add(name string, stale bool) {
	s.tableMu.Lock()
	s.entries[name] = &entry{name: name, stale: stale}
	s.tableMu.Unlock()
}

func main() {
	s := &store{entries: map[string]*entry{}}
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Add(2)
		go func() { defer wg.Done(); s.add(string(rune('a'+i%26)), i%2 == 0) }()
		go func() { defer wg.Done(); s.sweep() }()
	}
	wg.Wait()
}
