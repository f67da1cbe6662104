package main

// Every replica answers on an unbuffered channel but only the first answer
// is read; the other replicas block on their send.
func queryReplicas(replicas []string, key string) string {
	answers := make(chan string)
	for _, r := range replicas {
		go func() {
			answers <- r + "/" + key // want "GL001"
		}()
	}
	return <-answers
}

func ping(mirror string, out chan<- string) {
	out <- mirror // want "GL001"
}

// One buffer slot is not enough for three mirrors when only one reply is
// read: one reply is buffered, the third mirror blocks.
func fastestMirror(mirrors []string) string {
	replies := make(chan string, 1)
	for _, m := range mirrors {
		go ping(m, replies)
	}
	return <-replies
}

func main() {
	_ = queryReplicas([]string{"r1", "r2", "r3"}, "user:42")
	_ = fastestMirror([]string{"eu.mirror", "us.mirror", "ap.mirror"})
	println("done") // main goes on after the calls above
}
