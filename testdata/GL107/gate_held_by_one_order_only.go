package main

import (
	"fmt"
	"sync"
	"time"
)

var keyMu sync.Mutex

type buffer struct {
	mu   sync.Mutex
	data []byte
}

type key struct {
	mu     sync.Mutex
	secret []byte
}

// seal holds keyMu, but purge takes the two locks the other way round without it: keyMu
// keeps nothing apart, and the two deadlock.
func seal(b *buffer, k *key) {
	keyMu.Lock()
	defer keyMu.Unlock()
	b.mu.Lock()
	defer b.mu.Unlock()
	time.Sleep(5 * time.Millisecond)
	k.mu.Lock() // want "GL107"
	b.data = append(b.data, k.secret...)
	k.mu.Unlock()
}

func purge(b *buffer, k *key) {
	k.mu.Lock()
	defer k.mu.Unlock()
	time.Sleep(5 * time.Millisecond)
	b.mu.Lock() // want "GL107"
	b.data = nil
	b.mu.Unlock()
	k.secret = nil
}

func main() {
	b, k := &buffer{}, &key{secret: []byte("s")}
	go seal(b, k)
	go purge(b, k)
	time.Sleep(50 * time.Millisecond)
	fmt.Println("done")
}
