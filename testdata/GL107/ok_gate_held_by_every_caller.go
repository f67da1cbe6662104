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

// Unlock is called with the batch lock held: it commits what is pending, then lets go.
func (t *batchTx) Unlock() {
	if t.pending > 0 {
		t.commit()
	}
	t.Mutex.Unlock()
}

// commit is only ever called with the batch lock held: read tx, then the backend.
func (t *batchTx) commit() {
	t.b.read.mu.Lock()
	t.b.mu.RLock() // ok: every caller holds the batch lock, which defrag takes first
	t.b.size += t.pending
	t.pending = 0
	t.b.mu.RUnlock()
	t.b.read.mu.Unlock()
}

// defrag holds the batch lock around the backend, then the read tx: the other order, but
// under the same batch lock.
func (b *backend) defrag() {
	b.batch.lock()
	defer b.batch.Unlock()
	b.mu.Lock()
	defer b.mu.Unlock()
	time.Sleep(5 * time.Millisecond)
	b.read.mu.Lock() // ok: the batch lock keeps commit out
	b.read.keys = 0
	b.read.mu.Unlock()
}

func main() {
	b := &backend{}
	b.batch.b = b
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			b.defrag()
		}()
		go func() {
			defer wg.Done()
			b.batch.lock()
			b.batch.pending++
			b.batch.Unlock()
			b.batch.Commit()
		}()
	}
	wg.Wait()
	println("done") // main goes on after the calls above
}
