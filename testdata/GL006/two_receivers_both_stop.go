package main

// pool serves tasks on two goroutines until Close stops both.
type pool struct {
	tasks chan int
	quit  chan struct{}
}

func newPool() *pool {
	p := &pool{tasks: make(chan int), quit: make(chan struct{})}
	go p.work()
	go p.work()
	return p
}

func (p *pool) work() {
	for {
		select {
		case t := <-p.tasks:
			println(t)
		case <-p.quit:
			return
		}
	}
}

func (p *pool) Close() { close(p.quit) }

// Do waits forever once Close has stopped both workers.
func (p *pool) Do(t int) {
	p.tasks <- t // want "GL006"
}

func main() {
	p := newPool()
	defer p.Close()
	register(p.Do)
}

// register hands a function to code the package does not show.
func register(any) {}
