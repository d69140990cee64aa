package store

import (
	"path/filepath"
	"slices"
	"testing"

	"tablemate/kernel"
)

// fuzzGames are the setups the load fuzz plays, and the actions it tries
// on them (an illegal one is refused, as at a table).
var fuzzGames = []struct {
	kind, setup string
	actions     []string
}{
	{Monumental, "setup players=Ana,Ben,Cid seed=5", []string{"take 1", "take 2", "take 3", "take 6", "end", "take 1,2", "identify 1 knowledge 3"}},
	{Monumental, "setup mode=continuous players=Ana,Ben,Cid seed=9", []string{"act", "pass", "take 1", "take 4", "end", "tally Ana 1 2 3 4 5 6"}},
	{Monumental, "setup players=Ana automa=china difficulty=2 seed=4", []string{"automa", "answer 1", "answer 2", "take 1", "take 2", "end", "pass"}},
	{WorldMonuments, "setup game=worldmonuments players=Ana,Ben monument=capitol", []string{"quarry 1", "quarry 2", "quarry_done Ana", "quarry_done Ben", "build 1", "build 4", "pass 0", "complete"}},
}

func summaryText(g kernel.Session) string {
	var out string
	for _, m := range g.Summary() {
		out += kernel.English(m) + "\n"
	}
	return out
}

// FuzzGameLoadWithUndoAndRedo: any sequence of actions, undos and redos
// on a game, saved and loaded back from the database, replays to the same
// game (its log, redo stack and state); undoing everything gives the
// setup's state, and redoing everything the game again. Nothing panics.
func FuzzGameLoadWithUndoAndRedo(f *testing.F) {
	s, err := Open(filepath.Join(f.TempDir(), "load.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.Close() })
	f.Add(uint8(0), []byte{0, 4, 1, 4, 'u', 'u', 'r', 2})
	f.Add(uint8(1), []byte{0, 1, 1, 1, 1, 'u', 'r', 5})
	f.Add(uint8(2), []byte{0, 1, 3, 4, 'u', 'u', 'u', 'r'})
	f.Add(uint8(3), []byte{0, 1, 2, 3, 4, 'u', 'r', 6})
	f.Fuzz(func(t *testing.T, which uint8, ops []byte) {
		if len(ops) > 64 {
			ops = ops[:64] // a long game is the property tests'; this one looks for odd orders
		}
		game := fuzzGames[int(which)%len(fuzzGames)]
		kinds := fuzzKinds
		g, err := kinds.For(game.setup).Load(game.setup, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		start := summaryText(g)
		for _, op := range ops {
			switch op {
			case 'u':
				if g.CanUndo() {
					if _, _, err := g.Undo(); err != nil {
						t.Fatal(err)
					}
				}
			case 'r':
				if ch, err := g.PrepareRedo(); err == nil {
					if err := g.Commit(ch); err != nil {
						t.Fatal(err)
					}
				}
			default:
				if ch, err := g.Prepare(game.actions[int(op)%len(game.actions)]); err == nil {
					if err := g.Commit(ch); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		id, err := s.Import(game.kind, game.setup, g.ActionTexts(), g.RedoTexts(), nil)
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Replay(kinds, r)
		if err != nil {
			t.Fatalf("a game played by the engine does not load: %v\nactions %q redo %q", err, r.Actions, r.Redo)
		}
		if !slices.Equal(back.ActionTexts(), g.ActionTexts()) || !slices.Equal(back.RedoTexts(), g.RedoTexts()) {
			t.Fatalf("loaded %q / %q, played %q / %q", back.ActionTexts(), back.RedoTexts(), g.ActionTexts(), g.RedoTexts())
		}
		if got, want := summaryText(back), summaryText(g); got != want {
			t.Fatalf("loaded state:\n%s\nplayed:\n%s", got, want)
		}
		played := summaryText(g)
		for back.CanUndo() {
			if _, _, err := back.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if got := summaryText(back); got != start {
			t.Fatalf("undo all: %s, want the setup's %s", got, start)
		}
		for back.CanRedo() {
			ch, err := back.PrepareRedo()
			if err != nil {
				t.Fatalf("redo %d: %v", back.Len()+1, err)
			}
			if err := back.Commit(ch); err != nil {
				t.Fatal(err)
			}
		}
		want := append(g.ActionTexts(), reversed(g.RedoTexts())...)
		if !slices.Equal(back.ActionTexts(), want) {
			t.Fatalf("redo all: %q, want %q", back.ActionTexts(), want)
		}
		if len(g.RedoTexts()) == 0 && summaryText(back) != played {
			t.Fatal("redo all: another state than the one played")
		}
	})
}

// reversed is a redo stack in the order its actions are redone.
func reversed(s []string) []string {
	out := slices.Clone(s)
	slices.Reverse(out)
	return out
}
