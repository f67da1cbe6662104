package main

import (
	"sync"
	"time"
)

type table struct {
	mu   sync.Mutex
	rows map[int]string
	wal  *wal
}

type wal struct {
	mu    sync.Mutex
	lines []string
	t     *table
}

func (t *table) unlock() { t.mu.Unlock() }

// insert releases the table through a helper before writing the log.
func (t *table) insert(id int, row string) { // ok: the helper releases the table first
	t.mu.Lock()
	t.rows[id] = row
	t.unlock()
	time.Sleep(20 * time.Millisecond)
	t.wal.mu.Lock()
	t.wal.lines = append(t.wal.lines, row)
	t.wal.mu.Unlock()
}

func (w *wal) replay() {
	w.mu.Lock()
	defer w.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	w.t.mu.Lock()
	for i, l := range w.lines {
		w.t.rows[i] = l
	}
	w.t.mu.Unlock()
}

func main() {
	t := &table{rows: map[int]string{}}
	t.wal = &wal{t: t}
	go t.insert(1, "x")
	go t.wal.replay()
	time.Sleep(100 * time.Millisecond)
}
