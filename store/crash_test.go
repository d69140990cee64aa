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
	"syscall"
	"testing"
	"time"
)

// crashKills is how many times the crash test kills a writer; -short
// lowers it to crashKillsShort.
const (
	crashKills      = 100
	crashKillsShort = 10
)

const helperEnv = "TABLEMATE_STORE_HELPER"

// crashAction is the n-th action of the crash test's game (1-based): an
// identify action, legal at any time in a game whose display is full, and
// different for each n, so the log can be checked position by position.
func crashAction(n int) string {
	return fmt.Sprintf("identify %d knowledge %d", n%6+1, n%100)
}

// TestHelperProcess is not a test: it is the child process of the crash and
// concurrency tests, started by re-running the test binary.
func TestHelperProcess(t *testing.T) {
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

func runHelper(mode, path string) error {
	s, err := Open(path)
	if err != nil {
		return err
	}
	defer s.Close()
	switch mode {
	case "crash":
		// Play one game forever; the parent kills us at a random instant.
		r, err := s.Current()
		if err != nil {
			return err
		}
		var id GameID
		n := 0
		if r == nil {
			if id, err = s.Create(Monumental, testSetup); err != nil {
				return err
			}
		} else {
			id, n = r.ID, len(r.Actions)
		}
		for n++; ; n++ {
			fmt.Println("try", n)
			if err := s.Append(id, crashAction(n)); err != nil {
				return err
			}
			fmt.Println("ack", n)
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

// TestCrashLosesNoAcknowledgedAction kills a writing process at random
// instants (SIGKILL: no deferred code, no flush) and checks after each kill
// that every action whose Append returned is in the database, in order,
// and that nothing beyond the last attempted action is.
func TestCrashLosesNoAcknowledgedAction(t *testing.T) {
	kills := crashKills
	if testing.Short() {
		kills = crashKillsShort
	}
	path := filepath.Join(t.TempDir(), "new", "crash.db")
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	maxTry, maxAck := 0, 0
	for i := 0; i < kills; i++ {
		cmd := helper(t, "crash", path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var lines []string
		done := make(chan struct{})
		go func() {
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				lines = append(lines, sc.Text())
			}
			close(done)
		}()
		// Mostly well into the writing, sometimes during start-up, the
		// creation of the database or its first transactions.
		wait := time.Duration(10+rng.Intn(220)) * time.Millisecond
		if i%8 == 0 {
			wait = time.Duration(rng.Intn(60)) * time.Millisecond
		}
		time.Sleep(wait)
		cmd.Process.Signal(syscall.SIGKILL)
		<-done
		cmd.Wait()
		for _, l := range lines {
			word, num, _ := strings.Cut(l, " ")
			n, _ := strconv.Atoi(num)
			switch word {
			case "try":
				maxTry = max(maxTry, n)
			case "ack":
				maxAck = max(maxAck, n)
			default:
				t.Fatalf("kill %d: child said %q", i, l)
			}
		}
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			if maxAck > 0 {
				t.Fatalf("kill %d: the database is gone after %d acknowledged actions", i, maxAck)
			}
			continue
		}
		s, err := Open(path)
		if err != nil {
			t.Fatalf("kill %d: reopening: %v", i, err)
		}
		r, err := s.Current()
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		if r != nil {
			got = len(r.Actions)
			for j, a := range r.Actions {
				if a != crashAction(j+1) {
					t.Fatalf("kill %d: action %d is %q, want %q", i, j+1, a, crashAction(j+1))
				}
			}
			// Replaying a long log takes a while: check it now and then.
			if i%10 == 9 || i == kills-1 {
				if _, err := LoadMonumental(r); err != nil {
					t.Fatalf("kill %d: %v", i, err)
				}
			}
		}
		if got < maxAck || got > maxTry {
			t.Fatalf("kill %d after %v: %d actions saved; acknowledged %d, attempted %d", i, wait, got, maxAck, maxTry)
		}
		list, _ := s.List()
		if len(list) > 1 {
			t.Fatalf("kill %d: %d games, want 1", i, len(list))
		}
		s.Close()
	}
	t.Logf("%d kills: %d actions acknowledged, %d attempted", kills, maxAck, maxTry)
	if maxAck == 0 {
		t.Fatal("no action was ever acknowledged: the test tested nothing")
	}
}

const concurrentActions = 60

// TestConcurrentProcessesWriteSafely runs two other processes writing their
// own games while this one writes a third: SQLite's locks and the busy
// timeout serialise them, and every game is complete.
func TestConcurrentProcessesWriteSafely(t *testing.T) {
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
