package yamlerr

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// Each kind of YAML mistake the review met is said in the user's terms,
// with what to do, and the line it is on; never in the library's words.
func TestExplainSaysWhatIsWrongAndWhatToDo(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, data string
		line       int
		says       string
	}{
		{"tab", "lang: en\nautoma:\n\tdifficulty: 2\n", 3, "indented with a tab"},
		{"invalid UTF-8", "lang: \xff\xfeen\n", 0, "not UTF-8 text"},
		{"NUL", "lang: en\x00\n", 0, "control character"},
		{"long key", strings.Repeat("k", 2000) + ": 1\n", 1, "more than 1024 characters"},
		{"colon", "a: b: c\n", 1, "colon"},
		{"aliases", "a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: [*f,*f,*f,*f,*f,*f,*f,*f,*f]\n", 0, "aliases"},
		{"unclosed list", "levels: [1, 2\n", 1, "not valid YAML"},
	} {
		var v any
		err := yaml.Unmarshal([]byte(tc.data), &v)
		if err == nil {
			t.Fatalf("%s: read without error", tc.name)
		}
		line, msg, ok := Explain(err, []byte(tc.data))
		text := msg.String()
		if !ok || line != tc.line || !strings.Contains(text, tc.says) || strings.Contains(text, "yaml:") {
			t.Errorf("%s: line %d %q (%v), want line %d saying %q; the library said %q", tc.name, line, text, ok, tc.line, tc.says, err)
		}
	}
	if _, _, ok := Explain(errString("line 3: the file must be a mapping"), nil); ok {
		t.Error("an error of our own explained as the YAML reader's")
	}
}

type errString string

func (e errString) Error() string { return string(e) }
