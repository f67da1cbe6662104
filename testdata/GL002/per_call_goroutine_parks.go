package main

import "fmt"

// serve parks on a channel nothing else can reach; unlike a goroutine `init` starts
// once, it is started by every call of handle, so each call leaves one behind.
func serve(name string) {
	fmt.Println("serving", name)
	forever := make(chan struct{})
	<-forever // want "GL002"
}

func handle(name string) {
	go serve(name)
}

func main() {
	for _, name := range []string{"a", "b"} {
		handle(name)
	}
	println("done") // main goes on after the calls above
}
