package main

import (
	"bufio"
	"errors"
	"io"
	"net"
	"time"
)

// ask sends one request and waits for the answer. It closes its own end of the pipe on
// the way out, so the reader's read fails with the closed pipe's error. The reader returns
// only on EOF, so it reports that error on errCh, which nobody receives any more.
func ask(fail bool) error {
	p1, p2 := net.Pipe()
	defer p1.Close()
	errCh := make(chan error)
	answer := make(chan string, 1)
	go func() {
		r := bufio.NewReader(p2)
		if line, err := r.ReadString('\n'); err == nil {
			_, _ = p2.Write([]byte("ok " + line))
		}
	}()
	go func() {
		r := bufio.NewReader(p1)
		line, err := r.ReadString('\n')
		if err != nil {
			if err == io.EOF {
				return
			}
			errCh <- err // want "GL001"
			return
		}
		answer <- line
	}()
	if fail {
		return errors.New("request not sent")
	}
	if _, err := p1.Write([]byte("ping\n")); err != nil {
		return err
	}
	select {
	case err := <-errCh:
		return err
	case <-answer:
		return nil
	case <-time.After(time.Second):
		return errors.New("timeout")
	}
}

func main() {
	_ = ask(true)
	_ = ask(false)
	time.Sleep(50 * time.Millisecond)
	println("done") // main goes on after the calls above
}
