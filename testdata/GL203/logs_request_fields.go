package main

import (
	"log"
	"net/http"
)

// track logs who asked in the background: the request's method, URL and address do not
// change or go away when the handler returns, unlike its body or context.
func track(w http.ResponseWriter, r *http.Request) {
	go func() {
		log.Printf("%s %s from %s", r.Method, r.URL.Path, r.RemoteAddr) // ok: plain fields
	}()
	w.WriteHeader(http.StatusNoContent)
}

// trackBody reads the body in the background: the server closes it when track returns.
func trackBody(w http.ResponseWriter, r *http.Request) {
	go func() { // want "GL203"
		log.Printf("%s sent %d bytes", r.RemoteAddr, r.ContentLength)
		buf := make([]byte, 512)
		r.Body.Read(buf)
	}()
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	http.HandleFunc("/track", track)
	http.HandleFunc("/body", trackBody)
}
