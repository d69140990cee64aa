package export

import (
	"encoding/json"
	"math"
	"testing"
)

// The history's JSON writer keeps a byte in a string as it is, and writes
// a whole number as an integer, exactly where encoding/json does.
func TestJSONWriterBytesAndWholeNumbersAsEncodingJSON(t *testing.T) {
	for c := 0; c < 256; c++ {
		s := string([]byte{byte(c)})
		var w jsonWriter
		w.str(s)
		if want, _ := json.Marshal(s); string(w.b) != string(want) {
			t.Errorf("byte %#x: %s, want %s", c, w.b, want)
		}
	}
	for _, f := range []float64{0, math.Copysign(0, -1), 1, -1, 340, 59, 1e15, 1e20, 1<<53 - 1, 1 << 53, 1<<53 + 2, 12.5, -7, 1e-6, 5e20} {
		var w jsonWriter
		if err := w.float(f); err != nil {
			t.Fatalf("%v: %v", f, err)
		}
		want, _ := json.Marshal(f)
		if string(w.b) != string(want) {
			t.Errorf("%v: %s, want %s", f, w.b, want)
		}
	}
}
