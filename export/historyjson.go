package export

import (
	"encoding/json"
	"errors"
	"io"
	"math"
	"strconv"
	"time"
)

// The history's JSON lists every game: with encoding/json's reflection and
// indentation its games were most of a 10,000-game history. They are
// written here as encoding/json writes them (SetIndent("", "  "), HTML
// escaped), field by field (TestHistoryJSONIsEncodingJSONs compares the
// two); the small parts after them are encoding/json's own.

// errNotPlainJSON: a value this writer leaves to encoding/json (a date
// outside years 0 to 9999, a number that is not finite).
var errNotPlainJSON = errors.New("export: a value for encoding/json")

// jsonWriter appends indented JSON to a buffer.
type jsonWriter struct {
	b []byte
}

// newlines is a new line and the indentation of the deepest line written.
const newlines = "\n            "

func (w *jsonWriter) line(depth int) { w.b = append(w.b, newlines[:1+2*depth]...) }

// key starts a member of an object at depth: its comma when not the
// first, its line, its quoted name.
func (w *jsonWriter) key(first *bool, depth int, name string) {
	if !*first {
		w.b = append(w.b, ',')
	}
	*first = false
	w.line(depth)
	w.b = append(w.b, '"')
	w.b = append(w.b, name...)
	w.b = append(w.b, `": `...)
}

// asIsLow and asIsHigh are the bytes encoding/json writes in a string as
// they are, as bit sets of bytes 0 to 63 and 64 to 127: printable ASCII
// but for the quote, the backslash and the HTML characters <, > and &.
const (
	asIsLow  uint64 = 0xffffffff00000000 &^ (1<<'"' | 1<<'&' | 1<<'<' | 1<<'>')
	asIsHigh uint64 = 0x7fffffffffffffff &^ (1 << ('\\' - 64))
)

// asIs reports whether encoding/json writes c as it is: one look-up a
// byte, where seven comparisons took a tenth of a 10,000-game history's
// JSON.
func asIs(c byte) bool {
	if c < 64 {
		return asIsLow>>c&1 != 0
	}
	return c < 128 && asIsHigh>>(c-64)&1 != 0
}

// str appends s quoted as encoding/json quotes it (HTML characters
// escaped): printable ASCII as it is, anything else through encoding/json.
func (w *jsonWriter) str(s string) {
	for i := 0; i < len(s); i++ {
		if !asIs(s[i]) {
			q, _ := json.Marshal(s) // a string always encodes
			w.b = append(w.b, q...)
			return
		}
	}
	w.b = append(w.b, '"')
	w.b = append(w.b, s...)
	w.b = append(w.b, '"')
}

func (w *jsonWriter) int(n int64) { w.b = strconv.AppendInt(w.b, n, 10) }

// float appends f as encoding/json does for the numbers it writes without
// an exponent.
func (w *jsonWriter) float(f float64) error {
	abs := math.Abs(f)
	if math.IsInf(f, 0) || math.IsNaN(f) || (abs != 0 && (abs < 1e-6 || abs >= 1e21)) {
		return errNotPlainJSON
	}
	if f != 0 && f == math.Trunc(f) && abs < 1<<53 {
		// A whole number (the rounded mean seconds): as an integer, the
		// same digits, without the search for the shortest ones. Not 0,
		// which may be -0.
		w.b = strconv.AppendInt(w.b, int64(f), 10)
		return nil
	}
	w.b = strconv.AppendFloat(w.b, f, 'f', -1, 64)
	return nil
}

// list appends a list of n items at depth, each written by item.
func (w *jsonWriter) list(depth, n int, item func(i int) error) error {
	if n == 0 {
		w.b = append(w.b, "[]"...)
		return nil
	}
	w.b = append(w.b, '[')
	for i := 0; i < n; i++ {
		if i > 0 {
			w.b = append(w.b, ',')
		}
		w.line(depth + 1)
		if err := item(i); err != nil {
			return err
		}
	}
	w.line(depth)
	w.b = append(w.b, ']')
	return nil
}

func (w *jsonWriter) strings(depth int, ss []string) {
	if ss == nil {
		w.b = append(w.b, "null"...)
		return
	}
	_ = w.list(depth, len(ss), func(i int) error { w.str(ss[i]); return nil })
}

func (w *jsonWriter) ints(depth int, ns []int) {
	_ = w.list(depth, len(ns), func(i int) error { w.int(int64(ns[i])); return nil })
}

// plainRow reports whether a game's values are all written here: no date
// outside years 0 to 9999, no number that is not finite (encoding/json
// refuses them) nor one it writes with an exponent.
func plainRow(r *HistoryRow) bool {
	if y := r.Date.Year(); y < 0 || y > 9999 {
		return false
	}
	for _, t := range r.TurnTimes {
		if f := t.MeanSeconds; math.IsInf(f, 0) || math.IsNaN(f) || (f != 0 && (math.Abs(f) < 1e-6 || math.Abs(f) >= 1e21)) {
			return false
		}
	}
	return true
}

// row appends one game of the history at depth, as encoding/json writes a
// HistoryRow (plainRow).
func (w *jsonWriter) row(depth int, r *HistoryRow) error {
	first := true
	w.b = append(w.b, '{')
	in := depth + 1
	w.key(&first, in, "id")
	w.int(int64(r.ID))
	w.key(&first, in, "date")
	w.b = append(w.b, '"')
	w.b = r.Date.AppendFormat(w.b, time.RFC3339Nano)
	w.b = append(w.b, '"')
	w.key(&first, in, "game")
	w.str(r.Game)
	if r.Mode != "" {
		w.key(&first, in, "mode")
		w.str(r.Mode)
	}
	if r.Bots != 0 {
		w.key(&first, in, "bots")
		w.int(int64(r.Bots))
	}
	if r.Difficulty != nil {
		w.key(&first, in, "difficulty")
		w.int(int64(*r.Difficulty))
	}
	if len(r.Difficulties) > 0 {
		w.key(&first, in, "difficulties")
		w.ints(in, r.Difficulties)
	}
	if r.Monument != "" {
		w.key(&first, in, "monument")
		w.str(r.Monument)
	}
	w.key(&first, in, "status")
	w.str(r.Status)
	w.key(&first, in, "players")
	w.strings(in, r.Players)
	if len(r.Scores) > 0 {
		w.key(&first, in, "scores")
		w.ints(in, r.Scores)
	}
	if len(r.Gems) > 0 {
		w.key(&first, in, "gems")
		w.ints(in, r.Gems)
	}
	if len(r.Winners) > 0 {
		w.key(&first, in, "winners")
		w.strings(in, r.Winners)
	}
	w.key(&first, in, "actions")
	w.int(int64(r.Actions))
	if r.PlayedSeconds != nil {
		w.key(&first, in, "played_seconds")
		w.int(*r.PlayedSeconds)
	}
	if len(r.TurnTimes) > 0 {
		w.key(&first, in, "turn_times")
		err := w.list(in, len(r.TurnTimes), func(i int) error {
			t := &r.TurnTimes[i]
			first := true
			w.b = append(w.b, '{')
			if t.Game != "" {
				w.key(&first, in+2, "game")
				w.str(t.Game)
			}
			w.key(&first, in+2, "name")
			w.str(t.Name)
			w.key(&first, in+2, "turns")
			w.int(int64(t.Turns))
			w.key(&first, in+2, "mean_seconds")
			if err := w.float(t.MeanSeconds); err != nil {
				return err
			}
			w.line(in + 1)
			w.b = append(w.b, '}')
			return nil
		})
		if err != nil {
			return err
		}
	}
	w.line(depth)
	w.b = append(w.b, '}')
	return nil
}

// member appends an object's member at depth 1 written by encoding/json.
func (w *jsonWriter) member(name string, v any) error {
	b, err := json.MarshalIndent(v, "  ", "  ")
	if err != nil {
		return err
	}
	w.b = append(w.b, ",\n  \""...)
	w.b = append(w.b, name...)
	w.b = append(w.b, `": `...)
	w.b = append(w.b, b...)
	return nil
}

// writeHistoryJSON writes the history's document: its games here, the
// rest by encoding/json. It gives errNotPlainJSON, having written
// nothing, for games it leaves to encoding/json. The games go out in
// pieces of pieceRows games, not built whole first; a second goroutine
// lays out every other piece while this one lays out the one before, so
// that on two cores the games take about half as long.
func writeHistoryJSON(out io.Writer, rows []HistoryRow, rest []namedValue) error {
	for i := range rows {
		if !plainRow(&rows[i]) {
			return errNotPlainJSON
		}
	}
	// piece appends the games of piece p to b: each after its comma (but
	// the first game's) and on its line.
	piece := func(p int, b []byte) ([]byte, error) {
		w := jsonWriter{b: b}
		for i := p * pieceRows; i < min((p+1)*pieceRows, len(rows)); i++ {
			if i > 0 {
				w.b = append(w.b, ',')
			}
			w.line(2)
			if err := w.row(2, &rows[i]); err != nil {
				return nil, err
			}
		}
		return w.b, nil
	}
	pieces := (len(rows) + pieceRows - 1) / pieceRows
	type laidOut struct {
		b   []byte
		err error
	}
	odd := make(chan laidOut, 1) // the second goroutine's pieces
	given := make(chan []byte)   // its buffer, given back once written
	stop := make(chan struct{})  // closed as this function returns
	defer close(stop)
	go func() {
		b := make([]byte, 0, pieceRows*1024)
		for p := 1; p < pieces; p += 2 {
			var err error
			b, err = piece(p, b[:0])
			odd <- laidOut{b, err}
			select {
			case b = <-given:
			case <-stop:
				return
			}
		}
	}()
	write := func(b []byte) error {
		_, err := out.Write(b)
		return err
	}
	w := jsonWriter{b: make([]byte, 0, pieceRows*1024)}
	w.b = append(w.b, "{\n  \"games\": "...)
	switch {
	case rows == nil:
		w.b = append(w.b, "null"...)
	case len(rows) == 0:
		w.b = append(w.b, "[]"...)
	default:
		w.b = append(w.b, '[')
		for p := 0; p < pieces; p += 2 {
			var err error
			if w.b, err = piece(p, w.b); err != nil {
				return err
			}
			if err := write(w.b); err != nil {
				return err
			}
			w.b = w.b[:0]
			if p+1 < pieces {
				second := <-odd
				if second.err != nil {
					return second.err
				}
				if err := write(second.b); err != nil {
					return err
				}
				given <- second.b
			}
		}
		w.line(1)
		w.b = append(w.b, ']')
	}
	for _, m := range rest {
		if err := w.member(m.name, m.value); err != nil {
			return err
		}
	}
	w.b = append(w.b, "\n}\n"...)
	return write(w.b)
}

// pieceRows is how many games of the history's JSON are laid out at a
// time: pieces of about 100 KB.
const pieceRows = 128

// namedValue is a member of the history's document after its games.
type namedValue struct {
	name  string
	value any
}
