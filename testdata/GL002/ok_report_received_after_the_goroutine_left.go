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

// restore's writer reports a failure to write its state and returns; only a writer that
// succeeded goes on to wait for continueRestore. The launcher leaves early only once it
// has received that report, so the writer is never left waiting there.
func restore(fail bool) {
	stateWritten := make(chan struct{})
	continueRestore := make(chan struct{})
	writerErr := make(chan error, 1)
	go func() {
		if err := writeState(fail); err != nil {
			writerErr <- err
			return
		}
		close(stateWritten)
		<-continueRestore // ok: a writer that reported its failure has returned
		writerErr <- nil
	}()
	select {
	case <-stateWritten:
	case err := <-writerErr:
		fmt.Println("failed to start:", err)
		return
	}
	close(continueRestore)
	fmt.Println("finished:", <-writerErr)
}

func main() {
	restore(true)
	restore(false)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
