package main

// The broken function below does not stop the analysis of this one.
func leakBesideBrokenCode() {
	ch := make(chan int)
	go func() {
		ch <- 1 // want "GL001"
	}()
}

func broken() {
	x := := 1
}
