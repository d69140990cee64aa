package dashboard

import (
	"strings"
	"testing"

	"tablemate/i18n"
)

// TestJapaneseLinesNeverStartWithAClosingMark: the panel's and the status
// line's wrapping of every Japanese text (each message of the catalogue,
// worded with sample arguments) starts no line with a closing mark
// (」。、）: kinsoku) and ends none with an opening one, at every width a
// panel has at 80 columns and more.
func TestJapaneseLinesNeverStartWithAClosingMark(t *testing.T) {
	t.Parallel()
	ja := i18n.New("ja")
	texts := []string{
		ja.Sprintf("Undone: %s. Put the table back by the steps in the panel, then press Enter (r redoes it).", ja.Sprintf("answer: slot %d", 2)),
		ja.Sprintf("%s takes the card in slot %d (Era %s).", "オートマ", 3, "II"),
		"カードの効果はまだ実行しません（カードの効果はまだ実行しません）。（はい/いいえ）。（地域 1）。",
		"終了条件達成：Anaでこのラウンド終了、その後全員があと1手番。パネルの手順をテーブルで行い、Enterを押してください。",
	}
	for _, tc := range sampleJapanese(ja) {
		texts = append(texts, tc)
	}
	for _, text := range texts {
		for width := 20; width <= 78; width++ {
			for _, l := range wrap(text, width) {
				if strings.ContainsAny(firstRune(l), i18n.NoLineStart) {
					t.Errorf("width %d: line %q of %q starts with a closing mark", width, l, text)
				}
				if strings.HasSuffix(l, "（") || strings.HasSuffix(l, "「") {
					t.Errorf("width %d: line %q of %q ends with an opening mark", width, l, text)
				}
			}
		}
	}
}

// sampleJapanese is the dashboard's own status and panel texts in
// Japanese, with sample arguments.
func sampleJapanese(ja *i18n.Localizer) []string {
	return []string{
		// The controller's (dashboard/control/texts.go).
		ja.T("Steps done. Now the City phase: press Enter when every civilization has activated its row and column."),
		ja.T("The last steps at the table are shown again: press Enter once they are done."),
		ja.Sprintf("Undone: %s. Put the table back by the steps in the panel, then press Enter (r redoes it).", ja.Sprintf("end of turn")),
		ja.Sprintf("Redone: %s.", ja.Sprintf("Automa turn")),
		ja.T("Do the steps at the table, then press Enter."),
	}
}
