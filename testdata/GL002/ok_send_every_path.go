package main

import "errors"

type outcome struct {
	ok  bool
	err error
}

func record(results <-chan outcome, log *[]string) {
	r := <-results
	if r.err != nil {
		*log = append(*log, r.err.Error())
		return
	}
	*log = append(*log, "ok")
}

// ok: every return sends the outcome first, so the recorder always gets one.
func transfer(amount int, log *[]string) error {
	results := make(chan outcome, 1)
	go record(results, log)
	if amount <= 0 {
		err := errors.New("amount must be positive")
		results <- outcome{err: err}
		return err
	}
	results <- outcome{ok: true}
	return nil
}

func main() {
	var log []string
	_ = transfer(-5, &log)
}
