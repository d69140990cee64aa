package i18n

import (
	"errors"
	"fmt"
	"testing"

	"tablemate/kernel"
)

// wordedError is an error that keeps its English format and arguments, as
// the command line's errors do.
type wordedError struct {
	format string
	args   []any
}

func (e wordedError) Error() string            { return kernel.English(e) }
func (e wordedError) Message() (string, []any) { return e.format, e.args }

// TestErrorThatIsAMessagerIsWordedInTheLanguage: an error that is a
// Messager is rendered from its format, its cause (an argument) in the
// language too, wherever it sits in a chain; in English it reads as its
// Error.
func TestErrorThatIsAMessagerIsWordedInTheLanguage(t *testing.T) {
	t.Parallel()
	cause := kernel.Illegal("M-SETUP-3", "slot %d does not exist: the display has %d slots", 9, 6)
	err := fmt.Errorf("game.txt: %w", wordedError{"line %d: %s", []any{4, cause}})
	if got, want := New("en").Error(err), err.Error(); got != want {
		t.Errorf("en: %q, want %q", got, want)
	}
	want := "game.txt: línea 4: el espacio 9 no existe: el Desarrollo disponible tiene 6 espacios (M-SETUP-3)"
	if got := New("es").Error(err); got != want {
		t.Errorf("es: %q, want %q", got, want)
	}
	joined := errors.Join(wordedError{"no games saved yet", nil}, errors.New("disk full"))
	if got, want := New("fr").Error(joined), "aucune partie enregistrée pour l’instant\ndisk full"; got != want {
		t.Errorf("fr joined: %q, want %q", got, want)
	}
}
