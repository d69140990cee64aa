package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"tablemate/store/storetest"
)

// TestAFileIsCheckedAgainOnceItChangesSinceItsMark: a store that checked
// its file marks it as it leaves it; the next store writes to it without
// reading every page again while it is unchanged, and checks it in full
// once anything changed it. What the mark trusts is shown on a file
// damaged before its mark was made (no store would mark one: the mark is
// the only thing that lets it through); one byte written since, and the
// full check refuses it again, both at Open and at a dashboard's deferred
// check (VerifyLater).
func TestAFileIsCheckedAgainOnceItChangesSinceItsMark(t *testing.T) {
	t.Parallel()
	marks := filepath.Join(t.TempDir(), "checked")
	path := gamesFile(t)
	st, err := Open(path, WithCheckedMarks(marks))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Import(Monumental, "setup players=Ana,Ben seed=3", []string{"take 2"}, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	if !unchangedSinceChecked(marks, path) {
		t.Fatal("a store that checked and closed its file left no mark of it")
	}

	// The index no longer agrees with its rows: the full check refuses it,
	// the header, schema and tables pass.
	damage(t, path, `PRAGMA writable_schema = ON`,
		`UPDATE sqlite_master SET sql = 'CREATE INDEX games_current ON games (updated, status)' WHERE name = 'games_current'`)
	if unchangedSinceChecked(marks, path) {
		t.Fatal("a file changed since its mark is taken as unchanged")
	}
	var de *DamagedError
	if _, err := Open(path, WithCheckedMarks(marks)); !errors.As(err, &de) {
		t.Fatalf("a changed file opened for writing: %v, want the full check's refusal", err)
	}
	rememberChecked(marks, path) // as if a store had marked it so
	for name, opts := range map[string][]Option{"Open": {WithCheckedMarks(marks)}, "VerifyLater": {WithCheckedMarks(marks), VerifyLater()}} {
		st, err := Open(path, opts...)
		if err == nil {
			err = st.Verify()
			st.Close()
		}
		if err != nil {
			t.Errorf("%s of the file as marked: %v, want it written to unchecked", name, err)
		}
	}

	// One byte changed in place, its times and size kept.
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt([]byte{0x55}, fi.Size()-1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := os.Chtimes(path, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, WithCheckedMarks(marks)); !errors.As(err, &de) {
		t.Errorf("a file with a byte changed since its mark: %v, want the full check's refusal", err)
	}
	st, err = Open(path, WithCheckedMarks(marks), VerifyLater())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.Verify(); !errors.As(err, &de) {
		t.Errorf("the deferred check of a file changed since its mark: %v, want the full check's refusal", err)
	}
}

// TestCheckedMarksKeepTheNewest: a mark is kept per file, the newest
// maxCheckedMarks of them.
func TestCheckedMarksKeepTheNewest(t *testing.T) {
	t.Parallel()
	dir, marks := t.TempDir(), filepath.Join(t.TempDir(), "checked")
	var last string
	for i := range maxCheckedMarks + 5 {
		last = filepath.Join(dir, fmt.Sprintf("g%d.db", i))
		st, err := Open(last, WithCheckedMarks(marks))
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Close(); err != nil {
			t.Fatal(err)
		}
	}
	entries, err := os.ReadDir(marks)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != maxCheckedMarks || !unchangedSinceChecked(marks, last) {
		t.Errorf("%d marks kept (want %d), the newest kept: %v", len(entries), maxCheckedMarks, unchangedSinceChecked(marks, last))
	}
}

// TestAStoreMarksOnlyItsOwnChanges: closing a store marks its file only
// when every change since it found the file sound was its own: another
// program's commit while it was open (checkpointed into the file as the
// store closes), another file renamed into its place, or a damaged page
// the store met, and the next store checks the file in full, which
// refuses it.
func TestAStoreMarksOnlyItsOwnChanges(t *testing.T) {
	t.Parallel()
	indexDamage := []string{`PRAGMA writable_schema = ON`,
		`UPDATE sqlite_master SET sql = 'CREATE INDEX games_current ON games (updated, status)' WHERE name = 'games_current'`}
	for name, meanwhile := range map[string]func(t *testing.T, st *Store, path string){
		"another program's commit": func(t *testing.T, _ *Store, path string) { damage(t, path, indexDamage...) },
		"another file put in its place": func(t *testing.T, _ *Store, path string) {
			other := gamesFile(t)
			damage(t, other, indexDamage...)
			if err := os.Rename(other, path); err != nil {
				t.Fatal(err)
			}
		},
		"a damaged page met": func(t *testing.T, st *Store, path string) {
			storetest.DamageRootPage(t, path, "games")
			if _, err := st.List(); !errors.As(err, new(*DamagedError)) {
				t.Fatalf("a list of the damaged file: %v", err)
			}
		},
	} {
		t.Run(name, func(t *testing.T) {
			marks := filepath.Join(t.TempDir(), "checked")
			path := gamesFile(t)
			st, err := Open(path, WithCheckedMarks(marks))
			if err != nil {
				t.Fatal(err)
			}
			meanwhile(t, st, path)
			if err := st.Close(); err != nil {
				t.Fatal(err)
			}
			if unchangedSinceChecked(marks, path) {
				t.Error("the store marked a file it did not alone change")
			}
			if st, err := Open(path, WithCheckedMarks(marks)); err == nil {
				st.Close()
				t.Error("the next store wrote to it unchecked")
			}
		})
	}
}
