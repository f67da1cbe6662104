package main

import (
	"errors"
	"strconv"
	"sync"
	"time"
)

type job struct {
	name string
	run  bool
}

type jobLog struct {
	mu    sync.Mutex
	lines []string
	sched *scheduler
}

type scheduler struct {
	mu      sync.Mutex
	queue   []job
	failed  int
	journal *jobLog
}

var errSkipped = errors.New("job skipped")

func execute(j job) error {
	if !j.run {
		return errSkipped
	}
	return nil
}

// tick runs the queued jobs under the scheduler's lock, unlocking by hand; only a failed
// job writes to the log while the scheduler is held.
func (s *scheduler) tick() {
	s.mu.Lock()
	for len(s.queue) > 0 {
		j := s.queue[0]
		s.queue = s.queue[1:]
		if err := execute(j); err != nil {
			s.failed++
			time.Sleep(20 * time.Millisecond)
			s.journal.mu.Lock() // want "GL107"
			s.journal.lines = append(s.journal.lines, j.name+": "+err.Error())
			s.journal.mu.Unlock()
		}
	}
	s.mu.Unlock()
}

// rotate holds the log and records the scheduler's failure count in the new file.
func (l *jobLog) rotate() {
	l.mu.Lock()
	l.lines = l.lines[:0]
	time.Sleep(20 * time.Millisecond)
	l.sched.mu.Lock() // want "GL107"
	l.lines = append(l.lines, "failed so far: "+strconv.Itoa(l.sched.failed))
	l.sched.mu.Unlock()
	l.mu.Unlock()
}

func main() {
	s := &scheduler{queue: []job{{name: "backup", run: false}, {name: "report", run: true}}}
	s.journal = &jobLog{sched: s}
	go s.tick()
	go s.journal.rotate()
	time.Sleep(100 * time.Millisecond)
}
