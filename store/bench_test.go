package store

import (
	"database/sql"
	"os"
	"path/filepath"
	"testing"
	"time"
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
	rows, err := db.Query(`SELECT text FROM actions WHERE game_id = ? ORDER BY seq`, id)
	if err != nil {
		b.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var text string
		if err := rows.Scan(&text); err != nil {
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
// of the same log) one after the other in each iteration, so that both see
// the same machine load, and reports resume time over read time ("x-read").
// A resume reads the log (Load) and replays it; "x-read-timed" is the same
// with the clock's data read too (LoadTimed), as an export does.
func BenchmarkResumeOverReadLog(b *testing.B) {
	s, db, id := logOf5000(b)
	var resume, timed, read time.Duration
	replay := func(load func(GameID) (*Record, error)) time.Duration {
		t0 := time.Now()
		r, err := load(id)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := LoadMonumental(r); err != nil {
			b.Fatal(err)
		}
		return time.Since(t0)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		readLog(b, db, id)
		read += time.Since(t0)
		resume += replay(s.Load)
		timed += replay(s.LoadTimed)
	}
	b.ReportMetric(float64(resume)/float64(read), "x-read")
	b.ReportMetric(float64(timed)/float64(read), "x-read-timed")
	b.ReportMetric(float64(read.Nanoseconds())/float64(b.N), "read-ns/op")
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
