package main

import (
	"fmt"
	"sync"
	"time"
)

type leaderboard struct {
	mu     sync.RWMutex
	scores map[string]int
}

func (b *leaderboard) score(player string) int {
	b.mu.RLock() // want "GL108"
	defer b.mu.RUnlock()
	return b.scores[player]
}

// topOf receives the board as a parameter, read-locks it, and reads each score through
// the method that read-locks it again.
func topOf(b *leaderboard, players []string) string {
	b.mu.RLock()
	defer b.mu.RUnlock()
	time.Sleep(30 * time.Millisecond)
	best, top := -1, ""
	for _, p := range players {
		if s := b.score(p); s > best {
			best, top = s, p
		}
	}
	return top
}

func (b *leaderboard) add(player string, points int) {
	time.Sleep(10 * time.Millisecond)
	b.mu.Lock() // want "GL108"
	defer b.mu.Unlock()
	b.scores[player] += points
}

func main() {
	b := &leaderboard{scores: map[string]int{"ana": 12, "bo": 9}}
	go func() { fmt.Println("top:", topOf(b, []string{"ana", "bo"})) }()
	go b.add("bo", 5)
	time.Sleep(100 * time.Millisecond)
}
