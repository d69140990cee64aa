// Package storetest damages database files for the tests that show what
// the store and its readers do with them.
package storetest

import (
	"database/sql"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	_ "modernc.org/sqlite" // the driver the store uses
)

// DamageRootPage gives the root page of table in the database at path (a
// closed file, or one a store holds open) a type byte no page has, in
// place: SQLite refuses the page when a read meets it.
func DamageRootPage(t testing.TB, path, table string) {
	t.Helper()
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(path), RawQuery: "mode=ro"}
	db, err := sql.Open("sqlite", u.String())
	if err != nil {
		t.Fatal(err)
	}
	var root, pageSize int64
	err = db.QueryRow(`SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = ?`, table).Scan(&root)
	if err == nil {
		err = db.QueryRow(`PRAGMA page_size`).Scan(&pageSize)
	}
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	offset := (root - 1) * pageSize
	if root == 1 {
		offset = 100 // page 1's header follows the file's
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt([]byte{0x07}, offset); err != nil {
		t.Fatal(err)
	}
}
