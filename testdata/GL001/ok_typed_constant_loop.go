package main

// ok: the loop starts exactly two goroutines (the counter's type conversion does not
// change that), and the buffer holds both values.
func pingBoth() bool {
	acks := make(chan bool, 2)
	for p := int32(0); p < 2; p++ {
		go func() { acks <- p >= 0 }()
	}
	return <-acks
}

func main() {
	_ = pingBoth()
}
