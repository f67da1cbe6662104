package main

import "sync"

func work() {}

// balanced adds 2000 and starts 1000 + 1000 workers that each call Done: Wait returns.
func balanced() {
	var wg sync.WaitGroup
	wg.Add(2000)
	for i := 0; i < 1000; i++ {
		go func() { defer wg.Done(); work() }()
	}
	for i := 0; i < 1000; i++ {
		go func() { defer wg.Done(); work() }()
	}
	wg.Wait() // ok: the counts are exact, however large
}

// overcounted adds one more than its 2000 workers finish: Wait never returns.
func overcounted() {
	var wg sync.WaitGroup
	wg.Add(2001)
	for i := 0; i < 1000; i++ {
		go func() { defer wg.Done(); work() }()
	}
	for i := 0; i < 1000; i++ {
		go func() { defer wg.Done(); work() }()
	}
	wg.Wait() // want "GL101"
}

func main() {
	balanced()
	go overcounted()
}
