package main

type editor struct {
	text  string
	dirty bool
	saved string
}

// save is closed only when the buffer is dirty; a clean buffer leaves the
// saver waiting forever.
func (e *editor) quit() string {
	save := make(chan struct{})
	go func() {
		<-save // want "GL002"
		e.saved = e.text
	}()
	if e.dirty {
		close(save)
	}
	return "bye"
}

func main() {
	e := &editor{text: "hello"}
	_ = e.quit()
	println("done") // main goes on after the calls above
}
