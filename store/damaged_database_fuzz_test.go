package store

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// soundImage is a small sound database: a finished game, a game in
// progress with a redo stack, and a World Monuments game.
func soundImage(f *testing.F) []byte {
	f.Helper()
	path := filepath.Join(f.TempDir(), "sound.db")
	s, err := Open(path)
	if err != nil {
		f.Fatal(err)
	}
	res := &Result{Players: []PlayerResult{{Name: "Ana", Civilization: "egypt", Score: 9, Rank: 1, Winner: true}, {Name: "Ben", Score: 4, Rank: 2}}, Winners: []string{"Ana"}}
	for _, g := range []struct {
		kind, setup   string
		actions, redo []string
		res           *Result
	}{
		{Monumental, testSetup, []string{"take 1", "end"}, nil, res},
		{Monumental, "setup mode=continuous players=Ana,Ben,Cid seed=9", []string{"act", "take 3"}, []string{"pass"}, nil},
		{WorldMonuments, "setup game=worldmonuments players=Ana,Ben monument=capitol", []string{"quarry 1"}, nil, nil},
	} {
		if _, err := s.Import(g.kind, g.setup, g.actions, g.redo, g.res); err != nil {
			f.Fatal(err)
		}
	}
	s.Close()
	image, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	return image
}

var fuzzKinds = kernel.Kinds{wm.NewKind(), tracker.NewKind()}

// readAll reads everything a damaged file offers, as history, export and
// play do: every error must say something, a damaged result must name the
// file, and nothing may panic.
func readAll(t *testing.T, s *Store, path string) {
	t.Helper()
	said := func(what string, err error) {
		if err == nil {
			return
		}
		if err.Error() == "" {
			t.Fatalf("%s: an empty error", what)
		}
		var re *ResultError
		if errors.As(err, &re) && !strings.Contains(err.Error(), path) {
			t.Fatalf("%s: a damaged result not named with its file: %v", what, err)
		}
	}
	games, err := s.List()
	said("List", err)
	for i := range games {
		_, err := Replay(fuzzKinds, &games[i])
		said("Replay", err)
	}
	for _, id := range []GameID{1, 2, 3} {
		r, err := s.LoadTimed(id)
		said("LoadTimed", err)
		if err == nil {
			_, _, err = ReplaySteps(fuzzKinds, r)
			said("ReplaySteps", err)
			_ = r.Times()
		}
	}
	_, err = s.Current()
	said("Current", err)
}

// FuzzDamagedDatabaseRows: a sound database whose rows were changed by
// hand or by a bad disk (any setup line, action text, status, version,
// sequence number and result JSON) is read, replayed and resumed without
// a panic; every error says something, a damaged result names the file.
func FuzzDamagedDatabaseRows(f *testing.F) {
	image := soundImage(f)
	f.Add(testSetup, "take 1", `{"players":[{"name":"Ana","score":1}]}`, "finished", int64(0), int64(1))
	f.Add("setup players=\x1b[2J", "take 99", "{\"players\": [\x94]", "playing", int64(-1), int64(0))
	f.Add("", "", "null", "abandoned", int64(1<<62), int64(1<<40))
	f.Add("setup game=worldmonuments players=Ana", "build 9", `{"players":[{"name":"\u202e","score":-1,"gems":"x"}]}`, "finished", int64(3), int64(-5))
	f.Fuzz(func(t *testing.T, setup, action, result, status string, version, seq int64) {
		dir := t.TempDir()
		path := filepath.Join(dir, "games.db")
		if err := os.WriteFile(path, image, 0o600); err != nil {
			t.Fatal(err)
		}
		db, err := sql.Open("sqlite", dsn(path))
		if err != nil {
			t.Fatal(err)
		}
		var resultArg any = result
		if result == "" {
			resultArg = nil
		}
		_, err1 := db.Exec(`UPDATE games SET setup = ?, status = ?, version = ?, result = ? WHERE id = 1`, setup, status, version, resultArg)
		_, err2 := db.Exec(`UPDATE actions SET text = ?, seq = ? WHERE game_id = 2 AND seq = 1`, action, seq)
		_, err3 := db.Exec(`UPDATE games SET result = ? WHERE id = 2`, resultArg)
		db.Close()
		if err1 != nil && err2 != nil && err3 != nil {
			return // the schema refused every change: nothing damaged
		}
		ro, err := OpenReadOnly(path)
		if err == nil {
			readAll(t, ro, path)
			ro.Close()
		}
		rw, err := Open(path)
		if err == nil {
			readAll(t, rw, path)
			if cur, err := rw.Current(); err == nil && cur != nil {
				if g, err := Replay(fuzzKinds, cur); err == nil {
					h := rw.Hold(cur)
					if g.CanUndo() {
						_, _ = h.Undo()
					}
				}
			}
			rw.Close()
		} else if err.Error() == "" {
			t.Fatal("Open: an empty error")
		}
	})
}

// FuzzDamagedDatabasePages: a sound database with bytes changed anywhere
// past its header (a bad disk, a torn copy) is refused with a message
// naming it, or read without a panic; a file refused for writing is left
// as it was.
func FuzzDamagedDatabasePages(f *testing.F) {
	image := soundImage(f)
	f.Add(uint32(100), []byte{0xff, 0xff, 0xff, 0xff})
	f.Add(uint32(4096), []byte{0x0d, 0, 0, 0, 0})
	f.Add(uint32(len(image)-50), []byte("{\"players\": [\x94]"))
	f.Add(uint32(8192+8), []byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, offset uint32, patch []byte) {
		data := append([]byte(nil), image...)
		at := 100 + int(offset)%(len(data)-100)
		copy(data[at:], patch)
		dir := t.TempDir()
		path := filepath.Join(dir, "games.db")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if ro, err := OpenReadOnly(path); err == nil {
			readAll(t, ro, path)
			ro.Close()
		} else if !strings.Contains(err.Error(), path) {
			t.Fatalf("OpenReadOnly: the error does not name the file: %v", err)
		}
		rw, err := Open(path)
		if err != nil {
			if !strings.Contains(err.Error(), path) {
				t.Fatalf("Open: the error does not name the file: %v", err)
			}
			if got, _ := os.ReadFile(path); string(got) != string(data) {
				t.Fatal("a file refused for writing was changed")
			}
			return
		}
		readAll(t, rw, path)
		rw.Close()
	})
}
