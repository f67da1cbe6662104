package main

import (
	"fmt"
	"sync"
	"time"
)

var (
	ratesMu sync.RWMutex
	rates   = map[string]float64{"EUR": 1.08, "GBP": 1.27}
)

func rate(currency string) float64 {
	ratesMu.RLock()
	defer ratesMu.RUnlock()
	return rates[currency]
}

// convertAll takes the read lock once per item, in rate: nothing is read-held across the
// calls.
func convertAll(amounts map[string]float64) float64 {
	total := 0.0
	for currency, amount := range amounts {
		total += amount * rate(currency) // ok: no read lock held here
		time.Sleep(10 * time.Millisecond)
	}
	return total
}

func setRate(currency string, r float64) {
	time.Sleep(5 * time.Millisecond)
	ratesMu.Lock()
	rates[currency] = r
	ratesMu.Unlock()
}

func main() {
	go func() { fmt.Printf("%.2f\n", convertAll(map[string]float64{"EUR": 10, "GBP": 5})) }()
	go setRate("EUR", 1.09)
	time.Sleep(100 * time.Millisecond)
}
