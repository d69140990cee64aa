package i18n

import "testing"

// TestDecimalFollowsTheLanguage: a decimal is written with the language's
// separator; English stays as fmt writes it, grouping nothing.
func TestDecimalFollowsTheLanguage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		lang   string
		x      float64
		places int
		want   string
	}{
		{"en", 22.5, 1, "22.5"}, {"en", 1234.5, 1, "1234.5"}, {"en", -2.25, 2, "-2.25"},
		{"es", 22.5, 1, "22,5"}, {"cs", 22.5, 1, "22,5"}, {"fr", 22.5, 1, "22,5"}, {"ja", 22.5, 1, "22.5"},
		{"cs", 9.8, 2, "9,80"}, {"fr", -8, 1, "-8,0"}, {"es", 100, 0, "100"},
	}
	for _, tt := range tests {
		if got := New(tt.lang).Decimal(tt.x, tt.places); got != tt.want {
			t.Errorf("%s: Decimal(%v, %d) = %q, want %q", tt.lang, tt.x, tt.places, got, tt.want)
		}
	}
}
