package leaky

import "strings"

// Upper forgets to close the channel its printer ranges over.
func Upper(words []string) {
	out := make(chan string)
	go func() {
		for w := range out {
			println(w)
		}
	}()
	for _, w := range words {
		out <- strings.ToUpper(w)
	}
}

// UpperFixed closes the channel, so the printer's loop ends.
func UpperFixed(words []string) {
	out := make(chan string)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for w := range out {
			println(w)
		}
	}()
	for _, w := range words {
		out <- strings.ToUpper(w)
	}
	close(out)
	<-done
}
