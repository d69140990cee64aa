package dashboard

import (
	"strconv"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
)

// continuousTables are the continuous games of 3, 4 and 5 civilizations
// (display of 7, 8 and 9 slots, C-SETUP-1), short eras so that the display
// holds cards of two or three eras, with slots 1 and 2 taken and slot 5
// identified.
var continuousTables = []struct {
	slots int
	setup string
}{
	{7, "setup players=Ana,Ben,Cid mode=continuous seed=1 eras=3,4,8"},
	{8, "setup players=Ana,Ben,Cid,Dee mode=continuous seed=1 eras=3,4,8"},
	{9, "setup players=Ana,Ben,Cid,Dee,Eve mode=continuous lostkingdoms=on seed=1 eras=3,4,8"},
}

var continuousActions = []string{"take 2", `identify 5 wonder 12 "Pyramids"`, "act", "take 1"}

// TestContinuousDisplayIsOneRowAt80: a continuous display of 7, 8 or 9
// slots is one row of cards at 80x24 in every language, with and without
// colour: no wrap arrows, every slot on the same row, each card showing its
// slot and era (and the short identity of the identified one), a taken slot
// saying so. A click on the last card takes it.
func TestContinuousDisplayIsOneRowAt80(t *testing.T) {
	keepTviewStyles(t)
	for _, tb := range continuousTables {
		for _, lang := range i18n.Languages() {
			for _, noColor := range []bool{false, true} {
				base := withGame(t, 80, 24, tb.setup, continuousActions...)
				h := newHarness(t, 80, 24, Options{Recorder: base.rec, Game: base.d.Game(), Localizer: i18n.New(lang), NoColor: noColor})
				name := lang + " " + strconv.Itoa(tb.slots) + " slots"
				if noColor {
					name += " NO_COLOR"
				}
				screen := h.draw()
				if strings.ContainsAny(screen, "→↪") {
					t.Errorf("%s: the display wraps:\n%s", name, screen)
				}
				if len(h.d.board.slots) != tb.slots {
					t.Fatalf("%s: %d cards drawn, want %d:\n%s", name, len(h.d.board.slots), tb.slots, screen)
				}
				s := h.d.mon()
				for i, r := range h.d.board.slots {
					if r.slot != i+1 || r.y != h.d.board.slots[0].y {
						t.Errorf("%s: slot %d at row %d, slot 1 at row %d:\n%s", name, r.slot, r.y, h.d.board.slots[0].y, screen)
					}
					card := cardText(h, r)
					if words := strings.Fields(card); len(words) == 0 || words[0] != strconv.Itoa(r.slot) {
						t.Errorf("%s: card %d reads %q, not its slot first", name, r.slot, card)
					}
					sl := s.Display()[i]
					switch {
					case sl.Filled && !hasWord(card, sl.Card.Era.String()):
						t.Errorf("%s: card %d reads %q, without its era %s", name, r.slot, card, sl.Card.Era)
					case !sl.Filled && !strings.Contains(card, "×") && !strings.Contains(card, h.d.t("taken")):
						t.Errorf("%s: taken slot %d reads %q", name, r.slot, card)
					}
				}
				if card := cardText(h, h.d.board.slots[4]); !hasWord(card, shortIdentity(h.d.ui, s.Display()[4].Card.Identity)) {
					t.Errorf("%s: identified card 5 reads %q", name, card)
				}
			}
		}
		h := withGame(t, 80, 24, tb.setup, continuousActions...)
		h.draw()
		last := h.d.board.slots[len(h.d.board.slots)-1]
		ev := tcell.NewEventMouse(last.x+last.w-1, last.y+2, tcell.Button1, tcell.ModNone)
		h.d.root.MouseHandler()(tview.MouseLeftClick, ev, h.d.dialogs.setFocus)
		h.contains("takes the card in slot " + strconv.Itoa(tb.slots))
	}
	// The 9-slot screen, in English and in Japanese (wide characters).
	for _, lang := range []string{"en", "ja"} {
		tb := continuousTables[2]
		h := localized(t, lang, 80, 24, tb.setup, continuousActions...)
		golden(t, "continuous-9-slots-"+lang+"-80x24", h.draw())
	}
}

// TestStandardDisplaysKeepTheirLayoutAt80: the six slots of the standard
// game stay one row of wide cards and the two-civilization display two rows
// of 3, at 80 columns.
func TestStandardDisplaysKeepTheirLayoutAt80(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		setup string
		rows  int
	}{{three, 1}, {"setup players=Ana,Ben seed=1", 2}, {"setup players=Ana seed=1", 2}} {
		h := withGame(t, 80, 24, c.setup)
		screen := h.draw()
		ys := map[int]bool{}
		for _, r := range h.d.board.slots {
			ys[r.y] = true
			if r.w < cardCol-1 {
				t.Errorf("%s: slot %d is %d cells wide:\n%s", c.setup, r.slot, r.w, screen)
			}
		}
		if len(ys) != c.rows || strings.ContainsAny(screen, "→↪") {
			t.Errorf("%s: %d rows, want %d:\n%s", c.setup, len(ys), c.rows, screen)
		}
	}
}

// cardText is the text of a card's three lines, as the screen shows them.
func cardText(h *harness, r slotRect) string {
	var b strings.Builder
	for y := r.y; y < r.y+r.h; y++ {
		for x := r.x; x < r.x+r.w; x++ {
			c, _, _, w := h.screen.GetContent(x, y)
			b.WriteRune(c)
			if w == 2 {
				x++
			}
		}
		b.WriteByte(' ')
	}
	return b.String()
}

// hasWord: text holds word, or ends a word with it (Japanese "時代III").
func hasWord(text, word string) bool {
	for _, f := range strings.Fields(text) {
		if strings.HasSuffix(f, word) {
			return true
		}
	}
	return false
}
