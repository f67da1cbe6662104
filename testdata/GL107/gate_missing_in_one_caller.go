package main

import (
	"sync"
	"time"
)

type backend struct {
	mu    sync.RWMutex // the database handle
	batch batchTx
	read  readTx
	size  int
}

type readTx struct {
	mu   sync.RWMutex
	keys int
}

type batchTx struct {
	sync.Mutex
	b       *backend
	pending int
}

func (t *batchTx) lock() { t.Mutex.Lock() }

// Commit takes the batch lock through a helper and commits.
func (t *batchTx) Commit() {
	t.lock()
	t.commit()
	t.Mutex.Unlock()
}

// forceCommit commits without the batch lock: nothing keeps it apart from defrag.
func (t *batchTx) forceCommit() {
	t.commit()
}

// commit takes the read tx, then the backend.
func (t *batchTx) commit() {
	t.b.read.mu.Lock()
	time.Sleep(10 * time.Millisecond)
	t.b.mu.RLock() // want "GL107"
	t.b.size += t.pending
	t.pending = 0
	t.b.mu.RUnlock()
	t.b.read.mu.Unlock()
}

// defrag holds the batch lock around the backend, then the read tx.
func (b *backend) defrag() {
	b.batch.lock()
	defer b.batch.Mutex.Unlock()
	b.mu.Lock()
	defer b.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	b.read.mu.Lock() // want "GL107"
	b.read.keys = 0
	b.read.mu.Unlock()
}

func main() {
	b := &backend{}
	b.batch.b = b
	b.batch.Commit()
	go b.batch.forceCommit()
	go b.defrag()
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
