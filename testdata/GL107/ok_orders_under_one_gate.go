package main

import (
	"fmt"
	"sync"
	"time"
)

var keyMu sync.Mutex // taken first by everything that takes both of the others

type buffer struct {
	mu   sync.Mutex
	data []byte
}

type key struct {
	mu     sync.Mutex
	secret []byte
}

// ok: seal takes the buffer then the key, purge the key then the buffer, but both hold
// keyMu while they do: the second to come waits for keyMu, holding neither.
func seal(b *buffer, k *key) {
	keyMu.Lock()
	defer keyMu.Unlock()
	b.mu.Lock()
	defer b.mu.Unlock()
	time.Sleep(5 * time.Millisecond)
	k.mu.Lock()
	b.data = append(b.data, k.secret...)
	k.mu.Unlock()
}

func purge(b *buffer, k *key) {
	keyMu.Lock()
	defer keyMu.Unlock()
	k.mu.Lock()
	defer k.mu.Unlock()
	time.Sleep(5 * time.Millisecond)
	b.mu.Lock()
	b.data = nil
	b.mu.Unlock()
	k.secret = nil
}

func main() {
	b, k := &buffer{}, &key{secret: []byte("s")}
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); seal(b, k) }()
	go func() { defer wg.Done(); purge(b, k) }()
	wg.Wait()
	fmt.Println(len(b.data))
}
