package i18n

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"tablemate/kernel"
	"tablemate/tracker"
)

// Events and errors carry their players and cards as typed fields, so a
// name holding the words of a list ("Ana and Ben") or a comma ("José, Jr.",
// a Celebrity: player names cannot hold commas) is never split or joined
// again, in any language.
func TestNamesThatLookLikeListsStayWhole(t *testing.T) {
	t.Parallel()
	winners := map[string]string{
		"en": "Ana and Ben and Cid", "es": "Ana and Ben y Cid", "cs": "Ana and Ben a Cid",
		"ja": "Ana and BenとCid", "fr": "Ana and Ben et Cid",
	}
	for _, lang := range Languages() {
		l := New(lang)
		scored := l.Event(tracker.Event{Kind: tracker.EvScored, Players: kernel.Names{"Ana and Ben", "Cid"}})
		if !strings.Contains(scored, winners[lang]) {
			t.Errorf("%s winners: %q, want %q in it", lang, scored, winners[lang])
		}
		turn := l.Event(tracker.Event{Kind: tracker.EvTurn, Player: "Ana and Ben"})
		if !strings.Contains(turn, "Ana and Ben") {
			t.Errorf("%s turn: %q", lang, turn)
		}
		hire := l.Event(tracker.Event{Kind: tracker.EvHire, Player: "Ana and Ben", Name: "José, Jr."})
		if !strings.Contains(hire, "Ana and Ben") || !strings.Contains(hire, "José, Jr.") {
			t.Errorf("%s hire: %q", lang, hire)
		}
		card := l.Event(tracker.Event{Kind: tracker.EvIdentify, Slot: 2, Card: tracker.Identity{Type: tracker.Wonder, Cost: 5, Name: "Pyramids and Sphinx"}})
		if !strings.Contains(card, "Pyramids and Sphinx") || (lang != "en" && strings.Contains(card, "wonder")) {
			t.Errorf("%s identify: %q", lang, card)
		}
		// A rule error about a player, wrapped as the layers above wrap it:
		// its words translated, the name whole, the rule kept, no package
		// prefix.
		err := fmt.Errorf("game.txt: %w", &kernel.ScriptError{Line: 3, Text: "quarry_done Zed",
			Err: kernel.Illegal("W-SETUP-1", "%q is not a player: the players are %s", "Ana and Ben", "Cid, Dee")})
		text := l.Error(err)
		if !strings.HasPrefix(text, "game.txt: ") || !strings.Contains(text, `"Ana and Ben"`) || !strings.Contains(text, "W-SETUP-1") ||
			strings.Contains(text, "tracker:") || (lang != "en" && strings.Contains(text, "is not a player")) {
			t.Errorf("%s error: %q", lang, text)
		}
		var re *kernel.RuleError
		if !errors.As(err, &re) || !errors.Is(err, kernel.ErrIllegal) {
			t.Errorf("the wrapped error lost its type: %v", err)
		}
	}
}
