package i18n

import (
	"testing"

	"tablemate/kernel"
)

// automaSeat is an engine's Automa as a message argument (tracker's
// AutomaSeat): its seat name is its format.
type automaSeat struct{ n int }

func (a automaSeat) Message() (string, []any) {
	if a.n == 0 {
		return "Automa", nil
	}
	return "Automa %d", []any{a.n}
}

// TestAutomaNamedInASentence: Spanish and French name the Automa with its
// article (El Automa toma…, l’Automa en a le plus, del Automa), Japanese
// with its word (オートマ), whether it comes typed or as a seat name in a
// list of players; a label keeps the bare name.
func TestAutomaNamedInASentence(t *testing.T) {
	t.Parallel()
	phrase := func(format string, args ...any) kernel.Messager { return kernel.Phrase{Format: format, Args: args} }
	tests := []struct {
		lang string
		m    kernel.Messager
		want string
	}{
		{"es", phrase("%s takes the card in slot %d (Era %s).", automaSeat{}, 1, "II"), "El Automa toma la carta del espacio 1 (Era\u00a0II)."},
		{"es", phrase("%s wins with %d points", kernel.Names{"Automa"}, 24), "El Automa gana con 24 puntos"},
		{"es", phrase("%s: %s has the most with %d: +%d", "Conocimiento", kernel.Names{"Automa"}, 2, 3), "Conocimiento: el Automa es quien más tiene (2): +3"},
		{"es", phrase("%s's turn.", automaSeat{2}), "Turno del Automa 2."},
		{"fr", phrase("%s takes the card in slot %d (Era %s).", automaSeat{}, 1, "II"), "L’Automa prend la carte de l’emplacement 1 (Ère\u00a0II)."},
		{"fr", phrase("%s wins with %d points", kernel.Names{"Automa"}, 27), "L’Automa gagne avec 27 points"},
		{"fr", phrase("%s: %s has the most with %d: +%d", "Connaissance", kernel.Names{"Automa"}, 2, 3), "Connaissance\u202f: l’Automa en a le plus (2)\u202f: +3"},
		{"ja", phrase("%s wins with %d points", kernel.Names{"Automa", "Ana"}, 9), ""},
		{"cs", phrase("%s's turn.", automaSeat{}), "Na tahu je Automa."},
	}
	for _, tt := range tests {
		got := New(tt.lang).Message(tt.m)
		if tt.lang == "ja" {
			if want := New("ja").Sprintf("%s wins with %d points", "オートマとAna", 9); got != want {
				t.Errorf("ja: %q, want %q", got, want)
			}
			continue
		}
		if got != tt.want {
			t.Errorf("%s: %q, want %q", tt.lang, got, tt.want)
		}
	}
	// A label is the bare name, in the language's word.
	for lang, want := range map[string]string{"es": "Automa", "fr": "Automa", "ja": "オートマ", "cs": "Automa"} {
		if got := New(lang).Message(automaSeat{}); got != want {
			t.Errorf("%s label: %q, want %q", lang, got, want)
		}
		if got := New(lang).Seat("Automa"); got != want {
			t.Errorf("%s seat: %q, want %q", lang, got, want)
		}
	}
	if got := New("ja").Seat("Automa 2"); got != "オートマ2" {
		t.Errorf("ja Automa 2: %q", got)
	}
	if got := New("ja").Seat("Automatic"); got != "Automatic" {
		t.Errorf("a player's name changed: %q", got)
	}
}

// Spanish joins de and a to the Automa's article only where they are words:
// "¿puede el Automa" keeps its verb whole.
func TestSpanishContractsOnlyWholeWords(t *testing.T) {
	t.Parallel()
	es := New("es")
	for in, want := range map[string]string{
		"¿puede el Automa mover?":           "¿puede el Automa mover?",
		"la carta de el Automa":             "la carta del Automa",
		"(a el Automa) y luego a el Automa": "(al Automa) y luego al Automa",
		"cada el Automa":                    "cada el Automa",
	} {
		if got := es.contracted(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}
