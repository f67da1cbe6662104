package main

import (
	"fmt"
	"strings"
)

type pendingCall struct {
	method string
	reply  chan string
}

// The call record never leaves this function. An unknown method returns
// before the reply is read, so the handler blocks on call.reply.
func invoke(method string) (string, error) {
	var call pendingCall
	call.method = method
	call.reply = make(chan string)
	go func() {
		call.reply <- "result of " + call.method // want "GL001"
	}()
	if !strings.HasPrefix(method, "rpc.") {
		return "", fmt.Errorf("unknown method %q", method)
	}
	return <-call.reply, nil
}

func main() {
	_, _ = invoke("admin.shutdown")
	println("done") // main goes on after the calls above
}
