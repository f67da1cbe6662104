package main

import (
	"sync"
	"time"
)

// keyLocks hands out one mutex per key, from a table guarded by mu.
type keyLocks struct {
	mu    sync.RWMutex
	locks map[string]*sync.Mutex
}

// lock returns with the key's mutex held: mu, then the key's mutex.
func (k *keyLocks) lock(key string) {
	k.mu.Lock()
	if _, ok := k.locks[key]; !ok {
		k.locks[key] = &sync.Mutex{}
	}
	k.locks[key].Lock() // want "GL107"
	k.mu.Unlock()
}

func (k *keyLocks) unlock(key string) {
	k.mu.RLock() // want "GL107"
	defer k.mu.RUnlock()
	if m, ok := k.locks[key]; ok {
		m.Unlock()
	}
}

// download holds the key's mutex from lock and takes mu again in the deferred unlock:
// the key's mutex, then mu.
func download(k *keyLocks, key string, work time.Duration) {
	k.lock(key)
	defer k.unlock(key)
	time.Sleep(work)
}

func main() {
	k := &keyLocks{locks: map[string]*sync.Mutex{}}
	go download(k, "a", 30*time.Millisecond)
	time.Sleep(10 * time.Millisecond)
	go download(k, "a", 0)
	time.Sleep(100 * time.Millisecond)
}
