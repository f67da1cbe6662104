package main

import (
	"errors"
	"fmt"
	"os"
)

func setup() (int, error) {
	if len(os.Args) > 5 {
		return 0, errors.New("too many arguments")
	}
	return len(os.Args), nil
}

// serveOnce waits for its worker only when setup succeeded, and the worker skips its send
// only when setup failed: both test one err that nothing changes after the go statement,
// so while serveOnce waits the worker sees err == nil and sends.
func serveOnce() {
	n, err := setup()
	server := make(chan int, 1)
	go func() {
		if err != nil {
			fmt.Println(err)
			return
		}
		server <- n
	}()
	if err != nil {
		return
	}
	fmt.Println(<-server) // ok: the worker's skip needs err != nil, ruled out here
}

func main() {
	serveOnce()
}
