package main

import (
	"fmt"
	"sync"
)

type webhook struct {
	id  int
	url string
}

// deliver calls Done only when a delivery succeeds; giving up after the
// last attempt leaves the loop without it.
func deliver(h webhook, wg *sync.WaitGroup) {
	for attempt := 1; attempt <= 3; attempt++ {
		if h.url != "" {
			fmt.Println("delivered", h.id, "on attempt", attempt)
			wg.Done()
			return
		}
	}
	fmt.Println("giving up on webhook", h.id)
}

func awaitDeliveries(wg *sync.WaitGroup) {
	wg.Wait() // want "GL101"
	fmt.Println("all webhooks delivered")
}

// The named waiter blocks forever: the webhook without a URL never Dones.
func deliverAll(hooks []webhook) {
	var wg sync.WaitGroup
	for _, h := range hooks {
		wg.Add(1)
		go deliver(h, &wg)
	}
	go awaitDeliveries(&wg)
}

func main() {
	deliverAll([]webhook{{1, "https://hooks.example.com/a"}, {2, ""}})
}
