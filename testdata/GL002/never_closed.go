package main

import "sync"

type spinner struct {
	mu     sync.Mutex
	frames int
}

func (s *spinner) stopDrawing() {
	s.mu.Lock()
	s.frames = 0
	s.mu.Unlock()
}

// stop is never closed or sent to: the goroutine that waits for it never ends.
func showProgress(s *spinner, steps []string) int {
	stop := make(chan struct{})
	go func() {
		<-stop // want "GL002"
		s.stopDrawing()
	}()
	for range steps {
		s.mu.Lock()
		s.frames++
		s.mu.Unlock()
	}
	return len(steps)
}

// The result channel is read by the logger but nothing ever writes it.
func auditedUpdate(key, value string, store map[string]string) {
	result := make(chan error)
	go func() {
		if err := <-result; err != nil { // want "GL002"
			store["last_error"] = err.Error()
		}
	}()
	store[key] = value
}

func main() {
	_ = showProgress(&spinner{}, []string{"fetch", "build", "test"})
	auditedUpdate("mode", "fast", map[string]string{})
	println("done") // main goes on after the calls above
}
