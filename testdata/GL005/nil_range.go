package main

import "fmt"

// The range is over a channel declared with var and never made.
func tailLog(path string) {
	var lines chan string
	go func() {
		for l := range lines { // want "GL005"
			fmt.Println(path, l)
		}
	}()
}

// Three workers range over the same nil channel.
func startResizers(n int) {
	var images chan string
	for i := 0; i < n; i++ {
		go func() {
			for img := range images { // want "GL005"
				fmt.Println("resize", img)
			}
		}()
	}
}

func main() {
	tailLog("/var/log/app.log")
	startResizers(3)
}
