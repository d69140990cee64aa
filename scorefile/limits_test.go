package scorefile

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// players writes a tallies file of n players, one full entry a line.
func players(n int) []byte {
	var b bytes.Buffer
	b.WriteString("players:\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  - {name: p%d, knowledge: 1, wonders: 1, policies: 1, provinces: 1, gold: 1, culture: 1}\n", i)
	}
	return b.Bytes()
}

// compact writes n players in as few bytes as YAML allows, to get many
// players under the size limit.
func compact(n int) []byte {
	var b bytes.Buffer
	b.WriteString("players:\n")
	for i := 0; i < n; i++ {
		b.WriteString("- {}\n")
	}
	return b.Bytes()
}

// TestTooManyPlayersIsOneClearError: over MaxPlayers players, or over
// MaxFileBytes, is refused with one message saying the limit, never one
// message per player; MaxPlayers itself is accepted.
func TestTooManyPlayersIsOneClearError(t *testing.T) {
	t.Parallel()
	if _, err := Parse("ok.yaml", players(MaxPlayers)); err != nil {
		t.Fatalf("%d players: %v", MaxPlayers, err)
	}
	for name, data := range map[string][]byte{
		"one too many":              players(MaxPlayers + 1),
		"100,000 players":           players(100_000),
		"50,000 compact players":    compact(50_000),
		"100,000 players from Read": nil,
	} {
		var err error
		if data == nil {
			_, err = Read("big.yaml", bytes.NewReader(players(100_000)))
		} else {
			_, err = Parse("big.yaml", data)
		}
		if !errors.Is(err, ErrTooLarge) {
			t.Errorf("%s: %v", name, err)
			continue
		}
		msg := err.Error()
		if strings.Count(msg, "\n") > 0 || !strings.Contains(msg, "big.yaml") || !(strings.Contains(msg, fmt.Sprint(MaxPlayers)) || strings.Contains(msg, "KiB")) {
			t.Errorf("%s: %q", name, msg)
		}
	}
}

// The refusal of 100,000 players costs about what a 4-player file's
// parsing does (measured in the same run: compare the two lines).
func BenchmarkTalliesFourPlayers(b *testing.B) {
	data := players(4)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("t.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTalliesHundredThousandPlayersRefused(b *testing.B) {
	data := players(100_000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("t.yaml", data); !errors.Is(err, ErrTooLarge) {
			b.Fatal(err)
		}
	}
}

// The worst a file under the size limit can do: as many players as fit,
// refused by count after the YAML is parsed.
func BenchmarkTalliesCompactPlayersRefused(b *testing.B) {
	data := compact((MaxFileBytes - 16) / 5)
	if len(data) > MaxFileBytes {
		b.Fatal("over the limit")
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("t.yaml", data); !errors.Is(err, ErrTooLarge) {
			b.Fatal(err)
		}
	}
}
