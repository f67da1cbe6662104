package main

import (
	"errors"
	"fmt"
	"strconv"
)

// parseID reports its error first and sends the id only when there was none; the launcher
// waits for the id only once the report it received was nil, so the goroutine's way out
// without an id (a non-nil report) is not one that wait can meet.
func parseID(text string) (int, error) {
	errc := make(chan error, 1)
	ids := make(chan int, 1)
	go func() {
		id, err := strconv.Atoi(text)
		errc <- err
		if err != nil {
			return
		}
		ids <- id
	}()
	if err := <-errc; err != nil {
		return 0, err
	}
	return <-ids, nil // ok: reached only after a nil report, which comes before the id
}

// parseEach sends one value per field and closes them before it says it is done; on an
// error it reports the error instead and returns. The launcher ranges over the values only
// after the done signal, which comes only after the close.
func parseEach(fields []string) ([]int, error) {
	errs := make(chan error, 1)
	done := make(chan struct{}, 1)
	values := make(chan int, len(fields))
	go func() {
		for _, field := range fields {
			v, err := strconv.Atoi(field)
			if err != nil {
				errs <- err
				return
			}
			values <- v
		}
		close(values)
		done <- struct{}{}
	}()
	select {
	case <-done:
	case err := <-errs:
		return nil, err
	}
	var found []int
	for v := range values { // ok: done was received, so values was closed
		found = append(found, v)
	}
	return found, nil
}

// parseFirst reports a failure with a value of its own making before it leaves without
// the id; the launcher goes on only when the report was nil.
func parseFirst(fields []string) (int, error) {
	errc := make(chan error, 1)
	ids := make(chan int, 1)
	go func() {
		if len(fields) == 0 {
			errc <- errors.New("no fields")
			return
		}
		errc <- nil
		id, _ := strconv.Atoi(fields[0])
		ids <- id
	}()
	err := <-errc
	if err != nil {
		return 0, err
	}
	return <-ids, nil // ok: the only report before a way out without the id is not nil
}

func main() {
	fmt.Println(parseID("12"))
	fmt.Println(parseID("x"))
	fmt.Println(parseEach([]string{"1", "2"}))
	fmt.Println(parseEach([]string{"1", "y"}))
	fmt.Println(parseFirst(nil))
	fmt.Println(parseFirst([]string{"3"}))
}
