package main

import "sync/atomic"

type heartbeat struct {
	stop  chan struct{}
	beats atomic.Int32
}

// ok: the stop channel is stored in the returned value; its Stop closes it.
func startHeartbeat() *heartbeat {
	h := &heartbeat{stop: make(chan struct{})}
	go func() {
		<-h.stop
		h.beats.Add(1)
	}()
	return h
}

func (h *heartbeat) Stop() {
	close(h.stop)
}

// ok: the returned stop function is the one that closes done.
func watchConfig(path string) (stop func()) {
	done := make(chan struct{})
	go func() {
		<-done
		_ = path
	}()
	return func() { close(done) }
}

func main() {
	h := startHeartbeat()
	h.Stop()
	stop := watchConfig("/etc/app.yaml")
	stop()
}
