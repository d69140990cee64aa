package store

import (
	"tablemate/scoring"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// MonumentalResult is tracker.ResultOf (kept while callers move to
// kernel.Session.Result).
func MonumentalResult(setup tracker.Setup, res scoring.Result) Result {
	return tracker.ResultOf(setup, res)
}

// FinishedMonumental is the result of a Monumental game that is over.
func FinishedMonumental(s *tracker.State) Result { return s.Result() }

// FinishedWorldMonuments is the result of a World Monuments game that is over.
func FinishedWorldMonuments(s *wm.State) Result { return s.Result() }
