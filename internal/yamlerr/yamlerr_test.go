package yamlerr

import (
	"errors"
	"testing"
)

func TestLineIsSaidOnce(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		line int
		msg  string
	}{
		{"yaml: line 3: did not find expected key", 3, "did not find expected key"},
		{"yaml: unmarshal errors:\n  line 7: cannot unmarshal", 7, "unmarshal errors:\n  cannot unmarshal"},
		{"yaml: control characters are not allowed", 1, "control characters are not allowed"},
	} {
		if line, msg := Line(errors.New(tc.in)); line != tc.line || msg != tc.msg {
			t.Errorf("%q: %d %q, want %d %q", tc.in, line, msg, tc.line, tc.msg)
		}
	}
}
