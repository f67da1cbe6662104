package main

import "fmt"

// collect takes lines until the reader goroutine is done: it closes end on its way out,
// so the close collect sees comes after the reader's last send, and the reader is never
// stuck. The forwarder also watches end, but only after it has sent: an interrupt that
// comes once collect has returned leaves it stuck on its send.
func collect(input []string, interrupts <-chan struct{}) int {
	end := make(chan struct{})
	lines := make(chan string)
	go func() {
		defer close(end)
		for _, line := range input {
			lines <- line
		}
	}()
	go func() {
		for range interrupts {
			lines <- "" // want "GL001"
			select {
			case <-end:
				return
			default:
			}
		}
	}()
	n := 0
	for {
		select {
		case <-end:
			return n
		case <-lines:
			n++
		}
	}
}

func main() {
	interrupts := make(chan struct{})
	fmt.Println(collect([]string{"a", "b"}, interrupts))
	interrupts <- struct{}{} // taken by the forwarder, which then sends to nobody
	println("done")          // main goes on after the calls above
}
