package main

import (
	"fmt"
	"sync"
	"time"
)

func loadLedger(id int) string {
	time.Sleep(5 * time.Millisecond)
	return fmt.Sprintf("ledger-%d", id)
}

// The capture goroutine is counted correctly, but the audit goroutine it
// spawns adds itself only after loading the ledger; by then the capture's
// Done has let Wait return and the audit is never waited for.
func processPayment(id int) {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		fmt.Println("payment", id, "captured")
		go func() {
			ledger := loadLedger(id)
			wg.Add(1) // want "GL102"
			defer wg.Done()
			fmt.Println("payment", id, "audited in", ledger)
		}()
	}()
	wg.Wait()
}

func main() {
	processPayment(7)
}
