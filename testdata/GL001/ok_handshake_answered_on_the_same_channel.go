package main

import (
	"errors"
	"fmt"
	"time"
)

func open(name string) (string, error) {
	if name == "" {
		return "", errors.New("no name")
	}
	return "channel " + name, nil
}

// The goroutine reports a failed open before it takes signal, and answers on signal on
// its way out. The function's own receive from signal cannot take its send: only the
// goroutine can, so once the send is past the goroutine is past its report, and on the
// timeout no error of it is pending.
func check(name string) error {
	signal := make(chan bool)
	errs := make(chan error)
	go func() {
		ch, err := open(name)
		if err != nil {
			errs <- err // ok: pending only while signal is not taken
		}
		<-signal
		defer func() {
			fmt.Println("closing", ch)
			signal <- true
		}()
	}()
	signal <- true
	select {
	case err := <-errs:
		return err
	case <-signal:
		return nil
	case <-time.After(time.Second):
		return errors.New("timed out")
	}
}

func main() {
	go func() { fmt.Println(check("orders")) }()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
