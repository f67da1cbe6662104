package main

import (
	"context"
	"fmt"
	"time"
)

type profile struct {
	name  string
	email string
}

func lookupProfile(ctx context.Context, name string) (profile, error) {
	if err := ctx.Err(); err != nil {
		return profile{}, err
	}
	return profile{name: name, email: name + "@example.com"}, nil
}

// The cancel function is thrown away: the timer behind the context lives
// until the timeout fires, even though the lookup finished long before.
func fetchProfile(parent context.Context, name string) (profile, error) {
	ctx, _ := context.WithTimeout(parent, 2*time.Second) // want "GL201"
	return lookupProfile(ctx, name)
}

// ok: the same lookup, cancelled as soon as it returns.
func fetchProfileCancelled(parent context.Context, name string) (profile, error) {
	ctx, cancel := context.WithTimeout(parent, 2*time.Second)
	defer cancel()
	return lookupProfile(ctx, name)
}

func main() {
	p, err := fetchProfile(context.Background(), "ada")
	fmt.Println(p, err)
	p, err = fetchProfileCancelled(context.Background(), "grace")
	fmt.Println(p, err)
}
