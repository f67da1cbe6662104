package main

import (
	"fmt"
	"time"
)

type migration struct {
	steps    []string
	throttle bool
}

// Only the throttled branch uses time.Tick, and it leaks its ticker when
// the migration is done.
func (m *migration) run() int {
	done := 0
	if m.throttle {
		tick := time.Tick(time.Millisecond) // want "GL302"
		for range m.steps {
			<-tick
			done++
		}
		return done
	}
	for range m.steps {
		done++
	}
	return done
}

func main() {
	for _, steps := range [][]string{{"a", "b"}, {"c"}} { // each run leaves a ticker behind
		fmt.Println((&migration{steps: steps, throttle: true}).run())
	}
}
