package main

import (
	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// gameKinds is every game tablemate keeps, asked in this order whether a
// setup line is theirs (Monumental, last, takes every line naming no game).
// A new game is one more entry here.
func gameKinds() kernel.Kinds {
	return kernel.Kinds{wm.NewKind(), tracker.NewKind(engineOptions()...)}
}
