package i18n

import "testing"

// TestSpanishCountsAreSentences: where Spanish splices a count into a
// sentence, the noun and the verb agree with it (1 carta, queda; 2 cartas,
// quedan), and no count is left as a form's "cartas: 1".
func TestSpanishCountsAreSentences(t *testing.T) {
	t.Parallel()
	es := New("es")
	tests := []struct {
		format string
		args   []any
		want   string
	}{
		{"Cards left in the deck: %d. The next round is the last one.", []any{1}, "Queda 1 carta en el mazo: la siguiente ronda es la última."},
		{"Cards left in the deck: %d. The next round is the last one.", []any{3}, "Quedan 3 cartas en el mazo: la siguiente ronda es la última."},
		{"Development phase: cards taken from the display this round: %d.", []any{1}, "Fase de Desarrollo: en esta ronda se ha tomado 1 carta del Desarrollo disponible."},
		{"Development phase: cards taken from the display this round: %d.", []any{0}, "Fase de Desarrollo: en esta ronda se han tomado 0 cartas del Desarrollo disponible."},
		{"%s %d taken", []any{"Ben", 1}, "Ben (1 carta tomada)"},
		{"%s %d taken (passed)", []any{"Ana", 2}, "Ana (2 cartas tomadas, ha pasado)"},
		{"%s wins with %d points", []any{"Ana", 1}, "Ana gana con 1 punto"},
		{"Explorers move %d", []any{2}, "los Exploradores se mueven 2 veces"},
		{"M-SOLO-3: Automa cards revealed per turn: %d.", []any{1}, "M-SOLO-3: el Automa revela 1 carta por turno."},
	}
	for _, tt := range tests {
		if got := es.Sprintf(tt.format, tt.args...); got != tt.want {
			t.Errorf("%q %v:\n got %q\nwant %q", tt.format, tt.args, got, tt.want)
		}
	}
}
