package dashboard

import (
	"strings"
	"testing"
)

// TestAccentedNamesStayWholeInJapanese: a Japanese run cut at the width
// never cuts a Latin name in two, accented letters included ("Gutiérrez",
// "Čeněk", "Fernández"), at any width.
func TestAccentedNamesStayWholeInJapanese(t *testing.T) {
	t.Parallel()
	names := []string{"Gutiérrez", "Fernández", "Čeněk", "Zoë"}
	text := "再開：モニュメンタル（連続プレイ）、Maximiliano Fernández、Esperanza Gutiérrez、Čeněk、Zoë。?でヘルプ。テーブルでの最後の手順をもう一度表示しています。"
	for width := 12; width <= 78; width++ {
		lines := wrap(text, width)
		joined := strings.Join(lines, "\n")
		for _, n := range names {
			if !strings.Contains(joined, n) {
				t.Errorf("width %d cuts %s:\n%s", width, n, joined)
			}
		}
	}
}
