package main

import (
	"context"
	"sync/atomic"
	"time"
)

type shard struct {
	name       string
	compacted  atomic.Int64
	compacting atomic.Bool
}

func (s *shard) compact() {
	s.compacting.Store(true)
	s.compacted.Add(1)
	s.compacting.Store(false)
}

// One compaction goroutine per shard, each an endless loop that ignores the
// context passed to the launcher.
func startCompactors(ctx context.Context, shards []*shard) {
	for _, s := range shards {
		go func() {
			for { // want "GL202"
				s.compact()
				time.Sleep(time.Millisecond)
			}
		}()
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	startCompactors(ctx, []*shard{{name: "a"}, {name: "b"}})
	time.Sleep(2 * time.Millisecond)
	cancel()
}
