package main

import "fmt"

type conn struct{ addr string }

func (c *conn) release() { fmt.Println("released", c.addr) }

// The cleanup goroutine waits on a done channel that was never made.
func serveConn(c *conn) {
	var done chan struct{}
	go func() {
		<-done // want "GL005"
		c.release()
	}()
	fmt.Println("serving", c.addr)
}

func main() {
	serveConn(&conn{addr: "10.0.0.7:9000"})
}
