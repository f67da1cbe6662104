package main

import "fmt"

func produce(values []int, out chan<- int) {
	for _, v := range values {
		out <- v
	}
	close(out)
}

// merge takes from both producers until both report closed: it returns only after every
// value of each has been received, so neither producer is left waiting.
func merge(left, right []int) []int {
	l := make(chan int)
	r := make(chan int)
	go produce(left, l)
	go produce(right, r)
	var merged []int
	for {
		lv, lok := <-l
		rv, rok := <-r
		if !lok && !rok {
			break
		}
		if lok {
			merged = append(merged, lv)
		}
		if rok {
			merged = append(merged, rv)
		}
	}
	return merged
}

func main() {
	fmt.Println(merge([]int{1, 3, 5}, []int{2, 4}))
}
