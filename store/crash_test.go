package store

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Kills per crash test; -short runs a few of each. Every kill lands right
// after an acknowledged write, so each one is counted.
const (
	crashKills, crashKillsShort   = 100, 10
	undoKills, undoKillsShort     = 40, 5
	importKills, importKillsShort = 40, 5
)

// killCount is how many kills a crash test makes: short with -short, a
// quarter under the race detector (whose CI run has the full count's
// time budget), else all.
func killCount(full, short int) int {
	switch {
	case testing.Short():
		return short
	case raceEnabled:
		return max(short, full/4)
	}
	return full
}

const helperEnv = "TABLEMATE_STORE_HELPER"

// crashAction is the n-th action of the crash test's game (1-based): an
// identify action, legal at any time in a game whose display is full, and
// different for each n, so the log can be checked position by position.
func crashAction(n int) string {
	return fmt.Sprintf("identify %d knowledge %d", n%6+1, n%100)
}

// importLength is how many actions the k-th imported game (1-based) has:
// from 1 to 120, so that a game cut short would show.
func importLength(k int) int { return 1 + (k*37)%120 }

// TestHelperProcess is not a test: it is the child process of the crash and
// concurrency tests, started by re-running the test binary.
func TestHelperProcess(t *testing.T) {
	t.Parallel()
	mode := os.Getenv(helperEnv)
	if mode == "" {
		t.Skip("only run as a child process")
	}
	path := os.Getenv("TABLEMATE_HELPER_DB")
	err := runHelper(mode, path)
	if err != nil {
		fmt.Println("error", err)
	}
	os.Exit(0)
}

// logState is a game's log as the crash tests track it: its actions are
// crashAction(1..Actions), its redo stack the Redo actions after them.
type logState struct{ Actions, Redo int }

func (l logState) String() string { return fmt.Sprintf("%d %d", l.Actions, l.Redo) }

func runHelper(mode, path string) error {
	s, err := Open(path)
	if err != nil {
		return err
	}
	defer s.Close()
	// Each write is announced ("try STATE", the state it leads to) and
	// acknowledged once committed ("ack STATE"); the parent kills right
	// after reading one of these lines.
	switch mode {
	case "crash", "undo":
		// Play one game forever (appends; in undo mode also undos and
		// redos); the parent kills us.
		r, err := s.Current()
		if err != nil {
			return err
		}
		var id GameID
		var st logState
		if r == nil {
			if id, err = s.Create(Monumental, testSetup); err != nil {
				return err
			}
		} else {
			id, st = r.ID, logState{len(r.Actions), len(r.Redo)}
		}
		for step := st.Actions + st.Redo; ; step++ {
			next, op := logState{st.Actions + 1, 0}, func() error { return s.Append(id, crashAction(st.Actions+1)) }
			switch {
			case mode == "crash":
			case st.Redo > 0 && step%3 == 0:
				next, op = logState{st.Actions + 1, st.Redo - 1}, func() error { return s.Redo(id) }
			case st.Actions > 0 && step%4 == 1:
				next, op = logState{st.Actions - 1, st.Redo + 1}, func() error { return s.Undo(id) }
			}
			fmt.Println("try", next)
			if err := op(); err != nil {
				return err
			}
			st = next
			fmt.Println("ack", st)
		}
	case "unconfirmed":
		// Three actions, the table's Enter, then two undos it has not
		// confirmed; then wait for the kill.
		id, err := s.Create(Monumental, testSetup)
		if err != nil {
			return err
		}
		for n := 1; n <= 3; n++ {
			if err := s.Append(id, crashAction(n)); err != nil {
				return err
			}
		}
		if err := s.Acknowledge(id); err != nil {
			return err
		}
		for n := 3; n >= 2; n-- {
			fmt.Println("try", n)
			if err := s.Undo(id); err != nil {
				return err
			}
			fmt.Println("ack", n)
		}
		time.Sleep(time.Minute)
	case "import":
		// Import whole games forever, as `tablemate script --db` does.
		list, err := s.List()
		if err != nil {
			return err
		}
		for k := len(list) + 1; ; k++ {
			n := importLength(k)
			actions := make([]string, n)
			for i := range actions {
				actions[i] = crashAction(i + 1)
			}
			fmt.Println("try", k)
			if _, err := s.Import(Monumental, testSetup, actions, nil, nil); err != nil {
				return err
			}
			fmt.Println("ack", k)
		}
	case "writer":
		// Write a game of its own while others write theirs.
		id, err := s.Create(Monumental, testSetup)
		if err != nil {
			return err
		}
		for n := 1; n <= concurrentActions; n++ {
			if err := s.Append(id, crashAction(n)); err != nil {
				return err
			}
		}
		fmt.Println("game", id)
	case "conflict":
		// Load the game, wait for the parent to change it, then try to play.
		id, _ := strconv.Atoi(os.Getenv("TABLEMATE_HELPER_GAME"))
		if _, err := s.Load(GameID(id)); err != nil {
			return err
		}
		fmt.Println("loaded")
		bufio.NewReader(os.Stdin).ReadString('\n')
		err := s.Append(GameID(id), "end")
		switch {
		case errors.Is(err, ErrConflict):
			fmt.Println("conflict", err)
		case err != nil:
			return err
		default:
			fmt.Println("appended")
		}
	}
	return nil
}

func helper(t *testing.T, mode, path string, env ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(append(os.Environ(), helperEnv+"="+mode, "TABLEMATE_HELPER_DB="+path), env...)
	cmd.Stderr = os.Stderr
	return cmd
}

// killRun is one child's life: the lines it printed, in order, including
// those still in the pipe when it was killed (an ack printed is an ack).
type killRun struct {
	lines []string
	acks  int
}

// killAfter starts the child in mode and kills it (SIGKILL: no deferred
// code, no flush) right after it has printed its acks-th "ack" line, or,
// with duringNext, right after the "try" line that follows it: the child
// is then inside its next write. No sleep decides when.
func killAfter(t *testing.T, mode, path string, acks int, duringNext bool) killRun {
	t.Helper()
	cmd := helper(t, mode, path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// A child that stops writing without exiting must not hang the test.
	watchdog := time.AfterFunc(60*time.Second, func() { cmd.Process.Kill() })
	defer watchdog.Stop()
	var run killRun
	killed := false
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		line := sc.Text()
		run.lines = append(run.lines, line)
		word, _, _ := strings.Cut(line, " ")
		switch word {
		case "ack":
			run.acks++
		case "try":
		default:
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("%s child said %q", mode, line)
		}
		if !killed && run.acks >= acks && (!duringNext || (word == "try" && run.acks == acks)) {
			cmd.Process.Kill()
			killed = true
		}
	}
	cmd.Wait()
	if !killed {
		t.Fatalf("%s child ended before it was killed, after %d acks: %q", mode, run.acks, run.lines)
	}
	return run
}

// lastAckAndTry are the state of the last "ack" line and of the "try"
// line after it ("" when the child was killed before trying again).
func lastAckAndTry(lines []string) (ack, try string) {
	for _, l := range lines {
		word, rest, _ := strings.Cut(l, " ")
		switch word {
		case "ack":
			ack, try = rest, ""
		case "try":
			try = rest
		}
	}
	return ack, try
}

// checkLog checks that a game's log is crashAction(1..n) and its redo
// stack the next actions, the next to redo last; it returns its state.
func checkLog(t *testing.T, kill int, r *Record) logState {
	t.Helper()
	for j, a := range r.Actions {
		if a != crashAction(j+1) {
			t.Fatalf("kill %d: action %d is %q, want %q", kill, j+1, a, crashAction(j+1))
		}
	}
	n := len(r.Actions)
	for i, a := range r.Redo {
		if want := crashAction(n + len(r.Redo) - i); a != want {
			t.Fatalf("kill %d: redo %d is %q, want %q", kill, i+1, a, want)
		}
	}
	return logState{len(r.Actions), len(r.Redo)}
}

// TestCrashLosesNoAcknowledgedAction kills a playing process right after
// an acknowledged action (or inside the next one), again and again, and
// checks after each kill that the game is exactly the last acknowledged
// state or the one being written: nothing acknowledged is lost, nothing
// half-written shows.
func TestCrashLosesNoAcknowledgedAction(t *testing.T) {
	t.Parallel()
	crashTest(t, "crash", crashKills, crashKillsShort)
}

// TestCrashDuringUndoAndRedo is the crash test with undos and redos among
// the actions: the redo stack and the log survive a kill at any of them.
func TestCrashDuringUndoAndRedo(t *testing.T) {
	t.Parallel()
	crashTest(t, "undo", undoKills, undoKillsShort)
}

func crashTest(t *testing.T, mode string, kills, short int) {
	kills = killCount(kills, short)
	path := filepath.Join(t.TempDir(), "new", "crash.db")
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	total := 0
	for i := 0; i < kills; i++ {
		run := killAfter(t, mode, path, 1+rng.Intn(12), i%2 == 1)
		if run.acks == 0 {
			t.Fatalf("kill %d: no acknowledged write before the kill", i)
		}
		total += run.acks
		ack, try := lastAckAndTry(run.lines)
		s, err := Open(path)
		if err != nil {
			t.Fatalf("kill %d: reopening: %v", i, err)
		}
		r, err := s.Current()
		if err != nil || r == nil {
			t.Fatalf("kill %d: the game is gone: %v", i, err)
		}
		got := checkLog(t, i, r).String()
		if got != ack && got != try {
			t.Fatalf("kill %d: saved %q; last acknowledged %q, then tried %q", i, got, ack, try)
		}
		// Replaying a long log takes a while: check it now and then.
		if i%10 == 9 || i == kills-1 {
			if _, err := LoadMonumental(r); err != nil {
				t.Fatalf("kill %d: %v", i, err)
			}
		}
		if list, _ := s.List(); len(list) != 1 {
			t.Fatalf("kill %d: %d games, want 1", i, len(list))
		}
		s.Close()
	}
	t.Logf("%s: %d kills, each after at least one acknowledged write (%d in all)", mode, kills, total)
}

// TestCrashDuringImportLeavesWholeGames kills a process importing games
// (what `tablemate script --db` does) right after an acknowledged import
// or inside the next one: every game in the database is whole, none is
// left without its actions, and every acknowledged one is there.
func TestCrashDuringImportLeavesWholeGames(t *testing.T) {
	t.Parallel()
	kills := killCount(importKills, importKillsShort)
	path := filepath.Join(t.TempDir(), "import.db")
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	total := 0
	for i := 0; i < kills; i++ {
		run := killAfter(t, "import", path, 1+rng.Intn(3), i%2 == 0)
		if run.acks == 0 {
			t.Fatalf("kill %d: no acknowledged import before the kill", i)
		}
		total += run.acks
		ack, try := lastAckAndTry(run.lines)
		s, err := Open(path)
		if err != nil {
			t.Fatalf("kill %d: reopening: %v", i, err)
		}
		list, err := s.List()
		if err != nil {
			t.Fatal(err)
		}
		if n := strconv.Itoa(len(list)); n != ack && n != try {
			t.Fatalf("kill %d: %s games; last acknowledged import %s, then tried %q", i, n, ack, try)
		}
		for k, r := range list {
			nth := len(list) - k // List is newest first
			if len(r.Actions) != importLength(nth) {
				t.Fatalf("kill %d: game %d has %d actions, imported with %d", i, r.ID, len(r.Actions), importLength(nth))
			}
			checkLog(t, i, &r)
		}
		s.Close()
	}
	t.Logf("import: %d kills, %d acknowledged imports", kills, total)
}

const concurrentActions = 60

// TestConcurrentProcessesWriteSafely runs two other processes writing their
// own games while this one writes a third: SQLite's locks and the busy
// timeout serialise them, and every game is complete.
func TestConcurrentProcessesWriteSafely(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	s := openT(t, path)
	var wg sync.WaitGroup
	outs := make([]string, 2)
	for i := range outs {
		cmd := helper(t, "writer", path)
		wg.Add(1)
		go func() {
			defer wg.Done()
			b, err := cmd.Output()
			if err != nil {
				t.Error(err)
			}
			outs[i] = string(b)
		}()
	}
	id, err := s.Create(Monumental, testSetup)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= concurrentActions; n++ {
		if err := s.Append(id, crashAction(n)); err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
	for _, o := range outs {
		if !strings.HasPrefix(o, "game ") {
			t.Fatalf("writer: %q", o)
		}
	}
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 {
		t.Fatalf("%d games, want 3", len(list))
	}
	for _, r := range list {
		if len(r.Actions) != concurrentActions {
			t.Errorf("game %d: %d actions", r.ID, len(r.Actions))
		}
		for j, a := range r.Actions {
			if a != crashAction(j+1) {
				t.Fatalf("game %d: action %d is %q", r.ID, j+1, a)
			}
		}
	}
	var ok string
	s.db.QueryRow(`PRAGMA integrity_check`).Scan(&ok)
	if ok != "ok" {
		t.Errorf("integrity_check: %s", ok)
	}
}

// TestSecondTablemateOnTheSameGameIsRefused: two processes play the same
// game; the one whose view is stale gets ErrConflict instead of adding its
// action to a log it has not seen.
func TestSecondTablemateOnTheSameGameIsRefused(t *testing.T) {
	t.Parallel()
	path := tempDB(t)
	s := openT(t, path)
	id, _ := s.Create(Monumental, testSetup)
	if err := s.Append(id, "take 1"); err != nil {
		t.Fatal(err)
	}
	cmd := helper(t, "conflict", path, fmt.Sprintf("TABLEMATE_HELPER_GAME=%d", id))
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	rd := bufio.NewReader(out)
	if l, _ := rd.ReadString('\n'); l != "loaded\n" {
		t.Fatalf("child: %q", l)
	}
	if err := s.Undo(id); err != nil { // this tablemate changes the game
		t.Fatal(err)
	}
	io.WriteString(in, "go\n")
	rest, _ := io.ReadAll(rd)
	cmd.Wait()
	if !strings.HasPrefix(string(rest), "conflict") || !strings.Contains(string(rest), "reload") {
		t.Fatalf("child: %q", rest)
	}
	r, _ := s.Load(id)
	if len(r.Actions) != 0 || len(r.Redo) != 1 {
		t.Errorf("the stale append got through: actions %q redo %q", r.Actions, r.Redo)
	}
	// After a reload, the other tablemate may play on.
	s2 := openT(t, path)
	if _, err := s2.Load(id); err != nil {
		t.Fatal(err)
	}
	if err := s2.Redo(id); err != nil {
		t.Fatal(err)
	}
	if err := s.Append(id, "end"); !errors.Is(err, ErrConflict) {
		t.Errorf("stale store in this process: %v", err)
	}
}
