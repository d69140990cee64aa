package dashboard

import (
	"strings"
	"testing"
)

// After the result, the World Monuments header names the monument and what
// to press, whole at 80 columns: the round and phase give way.
func TestWMHeaderAfterTheResultFitsAt80(t *testing.T) {
	t.Parallel()
	h := withWM(t, 80, 24, wmTaj, "quarry", "quarry_done Ana", "build 1", "build 2", "complete", "gems Ana 0", "gems Ben 0")
	header := strings.SplitN(h.draw(), "\n", 2)[0]
	if !strings.Contains(header, "Taj Mahal") || !strings.Contains(header, h.d.t(wmWhoAllGems)) || strings.Contains(header, "…") {
		t.Errorf("header at 80 columns: %q", header)
	}
}
