package main

import "fmt"

type exporter struct {
	target string
	out    chan []byte
}

func (e exporter) send(payload []byte) {
	e.out <- payload // want "GL005"
}

// exporter.out is a zero field; the value receiver sends on nil.
func exportMetrics() {
	e := exporter{target: "collector:4317"}
	go e.send([]byte("cpu=0.4"))
	fmt.Println("exporting to", e.target)
}

func main() {
	exportMetrics()
}
