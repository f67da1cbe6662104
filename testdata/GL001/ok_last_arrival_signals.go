package main

import "sync/atomic"

// ok: only the last worker to arrive signals, and the caller receives that one value.
func barrier(workers uint32) {
	done := make(chan bool)
	var arrived atomic.Uint32
	for i := uint32(0); i < workers; i++ {
		go func() {
			if arrived.Add(1) == workers {
				done <- true
			}
		}()
	}
	<-done
}

// ok: the same with the function form of the atomic counter.
func barrierCounter(workers uint32) {
	done := make(chan bool)
	arrived := uint32(0)
	for i := uint32(0); i < workers; i++ {
		go func() {
			if atomic.AddUint32(&arrived, 1) == workers {
				done <- true
			}
		}()
	}
	<-done
}

func main() {
	barrier(4)
	barrierCounter(4)
}
