package main

import "fmt"

// A receiving loop that stops only when its stop method runs, and senders whose every
// caller runs that stop after the call (deferred, or later on the way out): each send
// comes before the loop can leave, so none waits forever.
type fixture struct {
	trigger chan chan struct{}
	stopCh  chan chan struct{}
}

func newFixture() *fixture {
	f := &fixture{trigger: make(chan chan struct{}), stopCh: make(chan chan struct{})}
	go f.loop()
	return f
}

func (f *fixture) loop() {
	for {
		select {
		case done := <-f.stopCh:
			close(done)
			return
		case done := <-f.trigger:
			fmt.Println("triggered")
			close(done)
		}
	}
}

func (f *fixture) stop() {
	done := make(chan struct{})
	f.stopCh <- done
	<-done
}

// fire sends on a field beside the loop's stop channel; it is unexported, so only the
// calls below run it.
func (f *fixture) fire() {
	done := make(chan struct{})
	f.trigger <- done // ok: every caller stops the loop only after this call
	<-done
}

// scenario is one call further away: its callers stop the fixture after it returns.
func (f *fixture) scenario() {
	f.fire()
	f.fire()
}

func deferredStop() {
	f := newFixture()
	defer f.stop()
	f.fire()
	f.scenario()
}

func stopOnTheWayOut() {
	f := newFixture()
	f.scenario()
	f.stop()
}

func main() {
	deferredStop()
	stopOnTheWayOut()
}
