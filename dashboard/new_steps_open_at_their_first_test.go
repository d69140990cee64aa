package dashboard

import (
	"testing"

	"github.com/gdamore/tcell/v2"
)

// TestNewStepsOpenAtTheirFirst: steps paged down at 80x24 and then joined
// by others (an undo's, an Automa's answer) are shown from their first
// step, not from the page the old ones were left at; alone, the undo's
// steps show from theirs.
func TestNewStepsOpenAtTheirFirst(t *testing.T) {
	t.Parallel()
	h := withGame(t, 80, 24, fourContinuous, fourPassed...)
	h.press('p', tcell.KeyPgDn)
	h.contains("After «passing»: steps 6-10 of 10")
	h.press('u')
	h.contains("Steps in order 1-", "After «passing» by ", " 1. Maintenance")
	h.press(tcell.KeyEnter, 'r', tcell.KeyEnter, tcell.KeyPgDn, tcell.KeyEnter, 'u')
	h.contains("Undo «passing»: steps 1-", " 1. Ben gives the Era I Separation card back")
}
