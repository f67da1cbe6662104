package main

import "errors"

type player struct {
	track string
	state string
}

// Both cases wait on local channels; the missing-track return sends on
// neither, so the goroutine stays in the select.
func (p *player) play(track string) error {
	stop := make(chan struct{})
	pause := make(chan struct{})
	go func() {
		select { // want "GL002"
		case <-stop:
			p.state = "stopped"
		case <-pause:
			p.state = "paused"
		}
	}()
	if track == "" {
		return errors.New("no track selected")
	}
	p.track = track
	close(stop)
	return nil
}

// A single-case select is just a receive: the ack is never sent.
func (p *player) preload(track string) {
	ack := make(chan bool)
	go func() {
		select {
		case ok := <-ack: // want "GL002"
			if ok {
				p.track = track
			}
		}
	}()
	p.state = "buffering"
}

func main() {
	p := &player{}
	_ = p.play("")
	p.preload("intro.mp3")
	println("done") // main goes on after the calls above
}
