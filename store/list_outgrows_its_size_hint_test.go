package store

import (
	"context"
	"database/sql"
	"fmt"
	"reflect"
	"testing"
	"time"
)

// The games of a list are read into a slice sized by a hint (the highest
// id) while another goroutine decodes them: more games than the hint, the
// slice grows only once what was read is decoded, and every game comes
// decoded as with a hint large enough.
func TestListOutgrowsItsSizeHint(t *testing.T) {
	s := openT(t, tempDB(t))
	for i := range 600 {
		var res *Result
		if i%3 != 0 {
			res = &Result{
				Players: []PlayerResult{
					{Name: "Ana", Score: 40 + i, Rank: 1, Winner: true},
					{Name: fmt.Sprintf("Ben%d", i), Score: 30, Rank: 2},
				},
				Winners: []string{"Ana"}, Finished: time.Unix(1700000000+int64(i), 0).UTC(),
			}
		}
		if _, err := s.Import(Monumental, testSetup, []string{"a"}, nil, res); err != nil {
			t.Fatal(err)
		}
	}
	scan := func(hint int) []Record {
		tx, err := s.db.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		rows, err := tx.Query(`SELECT ` + listColumns + `, NULL FROM games`)
		if err != nil {
			t.Fatal(err)
		}
		out, err := s.scanListed(rows, hint)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	want := scan(600)
	if len(want) != 600 || want[1].Result == nil || want[1].Result.Players[1].Name != "Ben1" || want[3].Result != nil {
		t.Fatalf("read %d games, the second's result %+v", len(want), want[1].Result)
	}
	for _, hint := range []int{0, 1, 255, 256, 257, 599} {
		if got := scan(hint); !reflect.DeepEqual(got, want) {
			t.Errorf("with a hint of %d the games differ", hint)
		}
	}
}
