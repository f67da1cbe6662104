package main

import "fmt"

type auditor struct {
	events chan string
}

func (a auditor) run() {
	for e := range a.events { // want "GL003"
		fmt.Println("audit:", e)
	}
}

// The auditor value holds the channel; recordLogins never closes a.events.
func recordLogins(users []string) {
	a := auditor{events: make(chan string)}
	go a.run()
	for _, u := range users {
		a.events <- "login " + u
	}
}

type meter struct {
	samples chan float64
	sum     float64
}

func (m *meter) collect() {
	for s := range m.samples { // want "GL003"
		m.sum += s
	}
}

// Same through a pointer receiver: the samples channel stays open.
func measure(values []float64) {
	m := &meter{samples: make(chan float64)}
	go m.collect()
	for _, v := range values {
		m.samples <- v
	}
}

func main() {
	recordLogins([]string{"ana", "bo"})
	measure([]float64{0.5, 1.5, 2.5})
	println("done") // main goes on after the calls above
}
