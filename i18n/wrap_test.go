package i18n

import (
	"strings"
	"testing"
)

// Wrap keeps each line within its cells, breaks English at spaces and a
// Japanese run where the cells run out, never putting a closing mark first
// on a line, and loses no text.
func TestWrapBreaksByCells(t *testing.T) {
	t.Parallel()
	if got := Wrap("one two three four", 9); strings.Join(got, "|") != "one two|three|four" {
		t.Errorf("English: %q", got)
	}
	ja := "テーブルは山札から場にカードを補充します。、最後のラウンドでは全員が手番を行います。"
	got := Wrap("規則 "+ja, 20)
	for i, l := range got {
		if Width(l) > 20 {
			t.Errorf("line %d is %d cells: %q", i, Width(l), l)
		}
		if i > 0 && (strings.HasPrefix(l, "、") || strings.HasPrefix(l, "。")) {
			t.Errorf("line %d starts with a closing mark: %q", i, l)
		}
	}
	if strings.ReplaceAll(strings.Join(got, ""), " ", "") != "規則"+ja {
		t.Errorf("text lost: %q", got)
	}
}

// TestWrapKeepsJapaneseClosingMarksWithTheirWord: no line of a wrapped
// Japanese text starts with a closing mark, even two in a row ("）。").
func TestWrapKeepsJapaneseClosingMarksWithTheirWord(t *testing.T) {
	t.Parallel()
	text := "元に戻しました：手番終了。パネルの手順でテーブルを元に戻し、Enterを押してください（rでやり直し）。オートマがスロット3のカードを取ります（時代II）。ずらして置くトークンを支える下の段のトークンは、すべて先に置かれていなければなりません。"
	for width := 10; width <= 78; width++ {
		for _, l := range Wrap(text, width) {
			for _, r := range l {
				if strings.ContainsRune(NoLineStart, r) {
					t.Errorf("width %d: line %q starts with %q", width, l, r)
				}
				break
			}
		}
	}
}

// TestWrapNeverBreaksAtANoBreakSpace: French sets its marks with a narrow
// no-break space (U+202F): no wrapped line starts with the mark.
func TestWrapNeverBreaksAtANoBreakSpace(t *testing.T) {
	t.Parallel()
	fr := New("fr")
	text := fr.Sprintf("%s takes the card in slot %d (Era %s: %s).", "Ana", 3, "I", "Mathématiques") + " " + fr.T("Game over: count the achievements and score the game.")
	for width := 16; width <= 78; width++ { // a word longer than a line is cut anyway
		for _, l := range Wrap(text, width) {
			if strings.ContainsAny(l[:1], ":;!?»") || strings.HasPrefix(l, "\u202f") {
				t.Errorf("width %d: line %q starts with a mark", width, l)
			}
		}
	}
	if got := Words("a\u202f: b\u00a0c d"); len(got) != 3 {
		t.Errorf("Words split at a no-break space: %q", got)
	}
}
