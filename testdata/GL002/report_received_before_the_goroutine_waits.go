package main

import (
	"errors"
	"fmt"
	"time"
)

func writeState(fail bool) error {
	if fail {
		return errors.New("disk full")
	}
	return nil
}

// restore's writer reports a failure but goes on to wait for continueRestore: after the
// launcher's early return on that report, nothing ever closes it.
func restore(fail bool) {
	stateWritten := make(chan struct{})
	continueRestore := make(chan struct{})
	writerErr := make(chan error, 1)
	go func() {
		if err := writeState(fail); err != nil {
			writerErr <- err
		}
		close(stateWritten)
		<-continueRestore // want "GL002"
	}()
	select {
	case err := <-writerErr:
		fmt.Println("failed to start:", err)
		return
	case <-time.After(time.Second):
	}
	<-stateWritten
	close(continueRestore)
}

func main() {
	restore(true)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
