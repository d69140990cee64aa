package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// damagedInput is one file of testdata/damaged (or a huge one made here).
type damagedInput struct {
	name string // as the test names it
	path string
}

// damagedCorpus is every damaged input for a kind of file: the shared
// ones (random bytes, a PNG, an empty file, a 1 GiB sparse file) and the
// kind's own truncated file.
func damagedCorpus(t *testing.T, truncated string, hugeSize int64) []damagedInput {
	t.Helper()
	dir := t.TempDir()
	var out []damagedInput
	for _, f := range []string{"random.bin", "wrong-type.png", "empty", truncated} {
		// A copy per command, so a change by one cannot hide behind another.
		b, err := os.ReadFile(filepath.Join("testdata", "damaged", f))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, f)
		if err := os.WriteFile(p, b, 0o600); err != nil {
			t.Fatal(err)
		}
		out = append(out, damagedInput{f, p})
	}
	huge := filepath.Join(dir, "huge")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(hugeSize); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	f.Close()
	return append(out, damagedInput{fmt.Sprintf("huge (%d MiB)", hugeSize>>20), huge})
}

// fileState is what "unchanged" compares: every file of the input's
// directory with its size, time and (when small) its bytes.
func fileState(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range entries {
		fi, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %d %s %v\n", e.Name(), fi.Size(), fi.ModTime().Format(time.RFC3339Nano), fi.Mode())
		if fi.Size() < 1<<20 {
			content, _ := os.ReadFile(filepath.Join(dir, e.Name()))
			fmt.Fprintf(&b, "%x\n", content)
		}
	}
	return b.String()
}

// runGuarded runs a command in-process and turns a panic into a failure
// that names it.
func runGuarded(t *testing.T, args ...string) (out, stderr string, err error, panicked any) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			panicked = r
		}
	}()
	root := newRootCmd()
	var o, e bytes.Buffer
	root.SetOut(&o)
	root.SetErr(&e)
	root.SetIn(strings.NewReader(""))
	root.SetArgs(args)
	err = root.Execute()
	return o.String(), e.String(), err, nil
}

// TestDamagedInputsAreRefusedUntouched feeds every damaged input to every
// command that reads that kind of file: each exits with an error that
// names the file, never panics, and leaves the file (and its directory)
// exactly as it was.
func TestDamagedInputsAreRefusedUntouched(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("reads a few large inputs")
	}
	const gib = 1 << 30
	type use struct {
		name string
		args func(path string) []string
		// ok: inputs that are not damaged for this command, by design.
		ok map[string]bool
	}
	kinds := []struct {
		kind, truncated string
		huge            int64
		uses            []use
	}{
		{"tallies", "tallies-truncated.yaml", gib, []use{
			{"score", func(p string) []string { return []string{"score", p} }, nil},
		}},
		{"script", "script-truncated.txt", gib, []use{
			{"script", func(p string) []string { return []string{"script", p} }, nil},
			{"script --db", func(p string) []string {
				return []string{"script", "--db", filepath.Join(t.TempDir(), "s.db"), p}
			}, nil},
		}},
		{"deck", "deck-truncated.yaml", gib, []use{
			{"automa simulate --deck", func(p string) []string {
				return []string{"automa", "simulate", "--games", "1", "--deck", p}
			}, nil},
			{"a solo script's automa_deck", func(p string) []string {
				script := filepath.Join(t.TempDir(), "solo.txt")
				os.WriteFile(script, []byte("setup players=Ana seed=1 automa_deck="+p+"\n"), 0o600)
				return []string{"script", script}
			}, nil},
		}},
		// config/ reads the whole file (no size limit there yet): a
		// smaller huge file keeps the test quick.
		{"config", "config-truncated.yaml", 16 << 20, []use{
			{"config validate FILE", func(p string) []string { return []string{"config", "validate", p} }, map[string]bool{"empty": true}},
			{"config show --config", func(p string) []string { return []string{"config", "show", "--config", p} }, map[string]bool{"empty": true}},
		}},
		{"database", "database-truncated.db", gib, []use{
			{"history --db", func(p string) []string { return []string{"history", "--db", p} }, map[string]bool{"empty": true}},
			// A named game in an empty file does not exist (exit 1, the
			// file named); --all of it is an empty result.
			{"export --db", func(p string) []string { return []string{"export", "last", "--db", p} }, nil},
			{"export --all --db", func(p string) []string { return []string{"export", "--all", "--format", "json", "--db", p} }, map[string]bool{"empty": true}},
			// play on an empty file makes a new database there, by design
			// (README): not a damaged input for it.
			{"play --db", func(p string) []string { return []string{"play", "--db", p} }, nil},
		}},
	}
	for _, k := range kinds {
		for _, u := range k.uses {
			for _, in := range damagedCorpus(t, k.truncated, k.huge) {
				t.Run(u.name+"/"+in.name, func(t *testing.T) {
					if u.name == "play --db" && in.name == "empty" {
						t.Skip("play turns an empty file into a new database (README)")
					}
					dir := filepath.Dir(in.path)
					before := fileState(t, dir)
					_, stderr, err, panicked := runGuarded(t, u.args(in.path)...)
					if panicked != nil {
						t.Fatalf("panic: %v", panicked)
					}
					if after := fileState(t, dir); after != before {
						t.Errorf("the input or its directory changed")
					}
					if u.ok[in.name] {
						if err != nil {
							t.Errorf("refused, though not damaged for this command: %v", err)
						}
						return
					}
					if err == nil {
						t.Fatalf("accepted (stderr %q)", stderr)
					}
					msg := err.Error()
					if !strings.Contains(msg, in.path) && !strings.Contains(msg, filepath.Base(in.path)) {
						t.Errorf("the message does not name the file: %q", msg)
					}
					if len(msg) > 4000 {
						t.Errorf("a %d-byte message", len(msg))
					}
				})
			}
		}
	}
}
