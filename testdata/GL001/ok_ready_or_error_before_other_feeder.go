package main

import (
	"errors"
	"fmt"
)

var errNoPort = errors.New("no free port")

// listen either reports an error or hands over its address, never both.
func listen(port int, addr chan<- string, errs chan<- error) {
	if port < 0 {
		errs <- errNoPort
		return
	}
	addr <- fmt.Sprintf("localhost:%d", port)
}

// start waits for the server's address or its error. When the error comes, the server
// has returned without sending its address: nothing is left waiting. The proxy started
// afterwards shares the error channel, but a value taken before it starts can only be
// the server's (the proxy's address has room in its buffer).
func start(serverPort, proxyPort int) error {
	errs := make(chan error)
	serverAddr := make(chan string)
	go listen(serverPort, serverAddr, errs)
	var server string
	select {
	case err := <-errs:
		return err
	case server = <-serverAddr:
	}
	proxyAddr := make(chan string, 1)
	go listen(proxyPort, proxyAddr, errs)
	select {
	case err := <-errs:
		return err
	case proxy := <-proxyAddr:
		fmt.Println(server, "via", proxy)
	}
	return nil
}

func main() {
	fmt.Println(start(-1, 2))
	fmt.Println(start(1, 2))
}
