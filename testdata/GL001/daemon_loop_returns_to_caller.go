package main

type daemon struct {
	next func() (int, error)
	stop chan int
}

// loop takes jobs until the third or a stop; its reader may then block on its next send.
// serve returns right after it, but main goes on: the reader is left behind.
func (d *daemon) loop() {
	jobs := make(chan int)
	go func() {
		for {
			job, err := d.next()
			if err != nil {
				return
			}
			jobs <- job // want "GL001"
		}
	}()
	for {
		select {
		case job := <-jobs:
			if job > 2 {
				return
			}
		case <-d.stop:
			return
		}
	}
}

func serve() int {
	count := 0
	d := &daemon{
		next: func() (int, error) {
			count++
			return count, nil
		},
		stop: make(chan int),
	}
	d.loop()
	return 0
}

func main() {
	code := serve()
	println(code)
	println("done") // main goes on after the calls above
}
