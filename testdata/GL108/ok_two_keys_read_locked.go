package main

import (
	"sync"
	"time"
)

type table struct {
	rows map[string]*sync.RWMutex
	data map[string]int
}

// compare read-locks two different rows of the table: the two read locks are on two
// mutexes, so a writer of one row cannot wedge them against each other.
func (t *table) compare(a, b string) bool {
	t.rows[a].RLock()
	defer t.rows[a].RUnlock()
	time.Sleep(10 * time.Millisecond)
	t.rows[b].RLock() // ok: another row's mutex
	defer t.rows[b].RUnlock()
	return t.data[a] == t.data[b]
}

func (t *table) set(key string, value int) {
	t.rows[key].Lock()
	defer t.rows[key].Unlock()
	t.data[key] = value
}

func main() {
	t := &table{
		rows: map[string]*sync.RWMutex{"a": {}, "b": {}},
		data: map[string]int{"a": 1, "b": 1},
	}
	go t.compare("a", "b")
	time.Sleep(5 * time.Millisecond)
	go t.set("b", 2)
	time.Sleep(50 * time.Millisecond)
}
