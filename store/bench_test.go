package store

import (
	"os"
	"path/filepath"
	"testing"
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
