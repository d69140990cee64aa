package store

import (
	"database/sql"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"tablemate/kernel"
	"tablemate/tracker"
)

// BenchmarkAppend is one durable action: a transaction with one small
// INSERT, fsynced (WAL, synchronous=FULL).
func BenchmarkAppend(b *testing.B) {
	s := openT(b, tempDB(b))
	id, err := s.Create(Monumental, testSetup)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := s.Append(id, crashAction(i+1)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRawFsync4K is the floor for BenchmarkAppend on this disk: write
// 4 KiB to a file in the same kind of directory and fsync it.
func BenchmarkRawFsync4K(b *testing.B) {
	f, err := os.Create(filepath.Join(b.TempDir(), "raw"))
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 4096)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := f.WriteAt(buf, int64(i%256)*4096); err != nil {
			b.Fatal(err)
		}
		if err := f.Sync(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkResume5000 is what a restart costs with a long game: read its
// 5,000 actions and replay them with the engine.
func BenchmarkResume5000(b *testing.B) {
	s := openT(b, tempDB(b))
	id, err := s.Import(Monumental, testSetup, legalActions(b, testSetup, 5000), nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := s.Load(id)
		if err != nil {
			b.Fatal(err)
		}
		g, err := LoadMonumental(r)
		if err != nil {
			b.Fatal(err)
		}
		if len(g.Actions()) != 5000 {
			b.Fatalf("%d actions", len(g.Actions()))
		}
	}
}

// logOf5000 saves a 5,000-action game and opens a second, plain connection
// to its database for the floor: reading the log with one SQL query.
func logOf5000(b *testing.B) (*Store, *sql.DB, GameID) {
	path := tempDB(b)
	s := openT(b, path)
	id, err := s.Import(Monumental, testSetup, legalActions(b, testSetup, 5000), nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	return s, db, id
}

// readLog reads a game's action lines with one plain SQL query and nothing
// else, and counts them.
func readLog(b *testing.B, db *sql.DB, id GameID) int {
	var text string
	return readRows(b, db, `SELECT text FROM actions WHERE game_id = ? ORDER BY seq`, id, &text)
}

// readTimedLog is readLog of the whole log of a game played at the table:
// each action's line and its time.
func readTimedLog(b *testing.B, db *sql.DB, id GameID) int {
	var text string
	var at sql.NullInt64
	return readRows(b, db, `SELECT text, at FROM actions WHERE game_id = ? ORDER BY seq`, id, &text, &at)
}

// readRows scans every row of q into dest and counts them.
func readRows(b *testing.B, db *sql.DB, q string, id GameID, dest ...any) int {
	rows, err := db.Query(q, id)
	if err != nil {
		b.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			b.Fatal(err)
		}
		n++
	}
	return n
}

// BenchmarkReadLog5000 is the floor for BenchmarkResume5000: the same 5,000
// action lines read with one plain SQL query, on a connection of its own,
// and nothing else. The target: resume within 1.5x of this.
func BenchmarkReadLog5000(b *testing.B) {
	_, db, id := logOf5000(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if n := readLog(b, db, id); n != 5000 {
			b.Fatalf("%d actions", n)
		}
	}
}

// BenchmarkResumeOverReadLog runs a resume and its floor (the plain SQL read
// of the same log) in each iteration, so that both see the same machine
// load, and reports resume time over read time ("x-read"). A resume reads
// the log (Load) and replays it; "x-read-timed" is the same with the clock's
// data read too (LoadTimed), as an export does.
//
// They take turns at going first: each leaves garbage that the next one's
// collections pay for, which, in a fixed order, charged the timed resume
// for the resume's (a tenth of the floor or more). Figures are comparable
// within one benchmark: another set of companions leaves other garbage.
func BenchmarkResumeOverReadLog(b *testing.B) {
	s, db, id := logOf5000(b)
	read := func() { readLog5000(b, db, id) }
	ratios(b, read, map[string]func(){
		"x-read":       func() { replay(b, s.Load, id) },
		"x-read-timed": func() { replay(b, s.LoadTimed, id) },
	})
}

// BenchmarkPlayedResumeOverReadLog is BenchmarkResumeOverReadLog for the
// same log played at the dashboard: every action has its time and the game
// 50 sittings, which LoadTimed reads (the imported log has neither). Beside
// them, "x-read-clock" is the dashboard's opening of the game: LoadTimed,
// and one replay that also gives each action's step for its clock
// (Kind.LoadSteps). Their floor reads each action's line; this log also
// holds each action's time (BenchmarkPlayedResumeOverReadTimedLog).
func BenchmarkPlayedResumeOverReadLog(b *testing.B) {
	s, db, id := playedLogOf5000(b)
	kind := tracker.NewKind()
	read := func() { readLog5000(b, db, id) }
	ratios(b, read, map[string]func(){
		"x-read":       func() { replay(b, s.Load, id) },
		"x-read-timed": func() { replay(b, s.LoadTimed, id) },
		"x-read-clock": func() { openForClock(b, s, kind, id) },
	})
}

// BenchmarkPlayedResumeOverReadTimedLog is BenchmarkPlayedResumeOverReadLog
// over a plain read of the whole log such a game has: each action's line
// and its time, which the timed resumes read.
func BenchmarkPlayedResumeOverReadTimedLog(b *testing.B) {
	s, db, id := playedLogOf5000(b)
	kind := tracker.NewKind()
	read := func() {
		if n := readTimedLog(b, db, id); n != 5000 {
			b.Fatalf("%d actions", n)
		}
	}
	ratios(b, read, map[string]func(){
		"x-read-timed": func() { replay(b, s.LoadTimed, id) },
		"x-read-clock": func() { openForClock(b, s, kind, id) },
	})
}

// openForClock is the dashboard's opening of a game: the timed read, and
// one replay that also gives each action's step for its clock.
func openForClock(b *testing.B, s *Store, kind *kernel.Kind, id GameID) {
	r, err := s.LoadTimed(id)
	if err != nil {
		b.Fatal(err)
	}
	if _, st, err := kind.LoadSteps(r.Setup, r.Actions, r.Redo); err != nil || st.Len() != len(r.Actions) {
		b.Fatal(err, st.Len())
	}
}

// playedLogOf5000 is logOf5000 played at the dashboard: an action a
// second, in 50 sittings of 100 seconds.
func playedLogOf5000(b *testing.B) (*Store, *sql.DB, GameID) {
	s, db, id := logOf5000(b)
	start := time.Unix(1700000000, 0).UnixNano()
	if _, err := db.Exec(`UPDATE actions SET at = ? + seq * ? WHERE game_id = ?`, start, int64(time.Second), id); err != nil {
		b.Fatal(err)
	}
	for k := range int64(50) {
		opened := start + k*100*int64(time.Second)
		closed := opened + 100*int64(time.Second)
		if _, err := db.Exec(`INSERT INTO sittings (game_id, opened, last, closed) VALUES (?, ?, ?, ?)`, id, opened, closed, closed); err != nil {
			b.Fatal(err)
		}
	}
	return s, db, id
}

func readLog5000(b *testing.B, db *sql.DB, id GameID) {
	if n := readLog(b, db, id); n != 5000 {
		b.Fatalf("%d actions", n)
	}
}

// replay loads the game with load and replays it.
func replay(b *testing.B, load func(GameID) (*Record, error), id GameID) {
	r, err := load(id)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := LoadMonumental(r); err != nil {
		b.Fatal(err)
	}
}

// ratios runs floor and each op once per iteration, each going first in
// turn, and reports each op's time over the floor's under its name.
func ratios(b *testing.B, floor func(), ops map[string]func()) {
	names := slices.Sorted(maps.Keys(ops))
	run := append([]func(){floor}, make([]func(), len(names))...)
	for k, name := range names {
		run[k+1] = ops[name]
	}
	took := make([]time.Duration, len(run))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k := range run {
			op := (i + k) % len(run)
			t0 := time.Now()
			run[op]()
			took[op] += time.Since(t0)
		}
	}
	for k, name := range names {
		b.ReportMetric(float64(took[k+1])/float64(took[0]), name)
	}
	b.ReportMetric(float64(took[0].Nanoseconds())/float64(b.N), "read-ns/op")
}

// BenchmarkImport200 is `script --db` of a 200-action game: one
// transaction, so about one Append's fsyncs (BenchmarkAppend is its floor).
func BenchmarkImport200(b *testing.B) {
	s := openT(b, tempDB(b))
	actions := legalActions(b, testSetup, 200)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.Import(Monumental, testSetup, actions, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpenReadOnly is what history and export pay to open a closed
// database (checks included); BenchmarkOpenReadWrite, play's open of the
// same file, is its comparison.
func BenchmarkOpenReadOnly(b *testing.B) {
	path := tempDB(b)
	filledDB(b, path)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := OpenReadOnly(path)
		if err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}

func BenchmarkOpenReadWrite(b *testing.B) {
	path := tempDB(b)
	filledDB(b, path)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}
