package i18n

import (
	"regexp"
	"strings"
	"testing"
)

// frTexts are every French text, plural forms included.
func frTexts() map[string]string { return translations("fr") }

// TestFrenchTypography: French puts a narrow no-break space (U+202F) before
// : ; ? ! » and after «, never an ordinary one, so that no wrapped line
// starts with a mark; it writes the typographic apostrophe.
func TestFrenchTypography(t *testing.T) {
	t.Parallel()
	// A colon glued to a word or a digit ("%d:--" is not prose, and
	// "x=%s:" would be a key=value) is the English habit.
	glued := regexp.MustCompile(`[\p{L})»][:;?!]|[;?!]\S|:\p{L}`)
	straight := regexp.MustCompile(`\p{L}'\p{L}`)
	tight := regexp.MustCompile(`«[^\x{202F}]|[^\x{202F}]»`)
	// An ordinary space before a mark, or after «, lets a line break there.
	breakable := regexp.MustCompile(`\x20[:;?!»]|«\x20`)
	tabLine := regexp.MustCompile(`(?m)^\t.*$`)
	for key, fr := range frTexts() {
		// A line indented with a tab is a command to type (the help's
		// shell lines), not prose.
		prose := tabLine.ReplaceAllString(fr, "")
		if m := glued.FindString(prose); m != "" {
			t.Errorf("%q: %q writes %q without a space", key, fr, m)
		}
		if straight.MatchString(fr) {
			t.Errorf("%q: %q has a straight apostrophe (’)", key, fr)
		}
		if tight.MatchString(prose) {
			t.Errorf("%q: %q has guillemets without a narrow no-break space («\u202fx\u202f»)", key, fr)
		}
		if m := breakable.FindString(prose); m != "" {
			t.Errorf("%q: %q sets %q with an ordinary space, where French sets U+202F", key, fr, m)
		}
	}
}

// TestFrenchElidesBeforeNames: a name spliced after "de" or "que" would
// need elision ("d’Ana", "qu’Ana"), which a format cannot know: the
// French texts are worded so that no name follows them.
func TestFrenchElidesBeforeNames(t *testing.T) {
	t.Parallel()
	unelided := regexp.MustCompile(`(?i)(^|[\s(])(de|que|le|la|ne|se|ce|je) Ana\b`)
	fr := New("fr")
	for _, key := range keys(t) {
		var args []any
		for _, v := range placeholders(key) {
			switch v[strings.IndexByte(v, ':')+1:] {
			case "d":
				args = append(args, 2)
			default:
				args = append(args, "Ana")
			}
		}
		if got := fr.Sprintf(key, args...); unelided.MatchString(got) {
			t.Errorf("%q: %q puts a name where French elides", key, got)
		}
	}
}

// TestFrenchCounts: a spliced count agrees with its noun, 0 and 1 being
// singular in French.
func TestFrenchCounts(t *testing.T) {
	t.Parallel()
	fr := New("fr")
	tests := []struct {
		got, want string
	}{
		{fr.Sprintf("%s %d taken", "Ana", 0), "Ana\u202f: 0 carte prise"},
		{fr.Sprintf("%s %d taken", "Ana", 1), "Ana\u202f: 1 carte prise"},
		{fr.Sprintf("%s %d taken", "Ana", 7), "Ana\u202f: 7 cartes prises"},
		{fr.Sprintf("%s wins with %d points", "Ana", 1), "Ana gagne avec 1 point"},
		{fr.Sprintf("Development phase: cards taken from the display this round: %d.", 3),
			"Phase de Développement\u202f: 3 cartes prises dans la rivière cette manche."},
		{fr.Sprintf("slot %d does not exist: the display has %d slots", 7, 1),
			"l’emplacement 7 n’existe pas\u202f: la rivière compte 1 emplacement"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%q, want %q", tt.got, tt.want)
		}
	}
}
