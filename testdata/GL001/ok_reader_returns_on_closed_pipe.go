package main

import (
	"bufio"
	"errors"
	"io"
	"net"
	"strings"
	"time"
)

// serve answers each request line with a line of its own, until its end is closed.
func serve(conn net.Conn) {
	r := bufio.NewReader(conn)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		if _, err := conn.Write([]byte("ok " + line)); err != nil {
			return
		}
	}
}

// ask sends one request and waits for the answer. It closes both ends of the pipe on the
// way out, so the reader's read fails with the closed error or EOF, on which it returns:
// it reports on errCh only a read error the peer causes while ask still waits.
func ask(fail bool) error {
	p1, p2 := net.Pipe()
	defer p1.Close()
	defer p2.Close()
	errCh := make(chan error)
	answer := make(chan string, 1)
	go serve(p2)
	go func() {
		r := bufio.NewReader(p1)
		line, err := r.ReadString('\n')
		if err != nil {
			if err == io.EOF || strings.Contains(err.Error(), "closed") {
				return
			}
			errCh <- err
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
