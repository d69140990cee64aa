package scriptout

import (
	"bufio"
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"tablemate/i18n"
	"tablemate/tracker"
)

const script = "setup players=Ana,Ben seed=1\ntake 1\nend\n"

func run(t *testing.T, w Writer, out *bufio.Writer) {
	t.Helper()
	g, err := tracker.NewKind().Script(strings.NewReader(script), w.Line)
	if err != nil {
		t.Fatal(err)
	}
	w.End(g)
	if err := out.Flush(); err != nil {
		t.Fatal(err)
	}
}

// The JSON, written a line at a time, is one document: the setup, the
// opening, a step per action (with the state after each with every) and
// the state.
func TestJSONIsOneDocument(t *testing.T) {
	t.Parallel()
	for _, every := range []bool{false, true} {
		var b bytes.Buffer
		out := bufio.NewWriter(&b)
		run(t, JSON(out, every), out)
		var doc struct {
			Setup        string            `json:"setup"`
			Opening      []any             `json:"opening"`
			OpeningState any               `json:"opening_state"`
			Steps        []json.RawMessage `json:"steps"`
			State        map[string]any    `json:"state"`
		}
		if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
			t.Fatalf("every %v: %v\n%s", every, err, b.String())
		}
		if !strings.HasPrefix(doc.Setup, "setup ") || len(doc.Opening) == 0 || len(doc.Steps) != 2 || doc.State == nil || (doc.OpeningState != nil) != every {
			t.Errorf("every %v: %s", every, b.String())
		}
		if every != strings.Contains(string(doc.Steps[0]), `"state"`) {
			t.Errorf("every %v: step %s", every, doc.Steps[0])
		}
	}
}

// The text gives each line's number and action (the notation in English,
// the action named in words in the other languages), its events in the
// reader's language, and the state at the end.
func TestTextNumbersTheLinesAndEndsWithTheState(t *testing.T) {
	t.Parallel()
	for lang, lines := range map[string][]string{
		"es": {"\n2: toma de la carta del espacio 1\n", "\n3: fin de turno\n"},
		"en": {"\n2: take 1\n", "\n3: end\n"},
	} {
		var b bytes.Buffer
		out := bufio.NewWriter(&b)
		run(t, Text(out, i18n.New(lang), true), out)
		text := b.String()
		if !strings.Contains(text, lines[0]) || !strings.Contains(text, lines[1]) || !strings.Contains(text, "  | ") || strings.Contains(text, "take 1") != (lang == "en") {
			t.Errorf("%s text:\n%s", lang, text)
		}
	}
}
