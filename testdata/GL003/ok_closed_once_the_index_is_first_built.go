package main

import "fmt"

type record struct {
	kind  string
	value int
}

// ok: the index is nil until the first "sum" record builds it, and that
// branch closes the channel first (len of a nil map is 0); a stream
// without one still has a nil index after the loop, and the last branch
// closes it then.
func replay(records []record) int {
	values := make(chan int, 4)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for v := range values {
			fmt.Println("value", v)
		}
	}()
	var index map[int]int
	for _, r := range records {
		if r.kind == "sum" {
			if len(index) == 0 {
				close(values)
				<-done
				index = make(map[int]int, len(records))
			}
			index[r.value]++
			continue
		}
		values <- r.value
	}
	if len(index) == 0 {
		close(values)
		<-done
	}
	return len(index)
}

// ok: a batch that holds something is not nil, so the branch that skips
// the early close always reaches the second one.
func upload(items []string) {
	parts := make(chan string, len(items))
	done := make(chan struct{})
	go func() {
		defer close(done)
		for p := range parts {
			fmt.Println("part", p)
		}
	}()
	var batch []string
	for _, it := range items {
		if it != "" {
			batch = append(batch, it)
		}
	}
	if len(batch) == 0 {
		close(parts)
		<-done
		return
	}
	for _, b := range batch {
		parts <- b
	}
	if batch != nil {
		close(parts)
	}
	<-done
}

func main() {
	fmt.Println(replay([]record{{"put", 1}, {"sum", 2}, {"sum", 3}}))
	fmt.Println(replay([]record{{"put", 4}}))
	upload([]string{"a", "", "b"})
	upload(nil)
}
