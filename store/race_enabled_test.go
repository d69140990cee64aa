//go:build race

package store

// raceEnabled: the race detector slows the crash tests' children (SQLite
// in pure Go) about fivefold; they kill fewer times, to stay within CI's time.
const raceEnabled = true
