package main

import "fmt"

type subscriber struct {
	topic string
}

// The channel is reset to nil and never given a made channel.
func subscribe(s subscriber) {
	var updates chan string
	if s.topic == "" {
		updates = nil
	}
	go func() {
		for u := range updates { // want "GL005"
			fmt.Println(s.topic, u)
		}
	}()
}

func main() {
	subscribe(subscriber{topic: "prices"})
}
