package main

import "sync"

var mu sync.Mutex
var cache = map[string]int{}

// lookup takes the lock once on either branch: `held` remembers whether it already did.
func lookup(key string, miss bool) int {
	held := false
	if miss {
		mu.Lock()
		held = true
	}
	v := cache[key]
	if !held {
		mu.Lock() // ok: only when the first branch did not lock
	}
	defer mu.Unlock()
	return v
}

func main() {
	lookup("a", true)
	lookup("b", false)
}
