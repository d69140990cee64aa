package dashboard

import (
	"strings"
	"testing"
)

// TestJapaneseRunGoesOnAfterASpace: a Japanese sentence with a space in it
// (a notation such as 「slot N」, a name such as World Monuments) is not
// broken at that space into a short line: the run after the space goes on
// beside it and is cut where the cells run out. A word, or a name on a line
// already well filled, still moves down whole.
func TestJapaneseRunGoesOnAfterASpace(t *testing.T) {
	t.Parallel()
	text := "コストが最低の驚異カードはどのスロットにありますか？「slot N」と答えるか、ディスプレイになければ「no」と答えてください。"
	const width = 40
	lines := wrap(text, width)
	for i, l := range lines[:len(lines)-1] {
		if w := cells(l); w < width-2 {
			t.Errorf("line %d takes %d of %d cells: %q", i+1, w, width, lines)
		}
	}
	// Shorter than a line, after a short start: it goes on too.
	resumed := wrap("再開：World Monuments、タージ・マハル、Ana、Ben。ラウンド3：Benから開始。?でヘルプ。", 78)
	if w := cells(resumed[0]); w < 39 {
		t.Errorf("the first line takes %d of 78 cells: %q", w, resumed)
	}
	// A notation inside a Japanese sentence goes on as the sentence does,
	// and a Latin word in it is never cut in two.
	for width := 20; width <= 60; width++ {
		lines := wrap("ゲーム終了：AnaとBenの宝石を入力してください（「gems プレイヤー 個数」、1個3点）。", width)
		for i, l := range lines[:len(lines)-1] {
			if cells(l) < width/2 {
				t.Errorf("width %d: line %d is %q: %q", width, i+1, l, lines)
			}
			next := lines[i+1]
			if isLatin(l[len(l)-1]) && isLatin(next[0]) {
				t.Errorf("width %d: a word cut in two: %q", width, lines)
			}
			if strings.HasSuffix(l, "プレイヤー") && cells(l)+4 <= width {
				t.Errorf("width %d: broken at a space with room left: %q", width, lines)
			}
		}
	}
	// An opening bracket does not end a line.
	for width := 20; width <= 78; width++ {
		for _, l := range wrap("元に戻しました：end。パネルの手順でテーブルを元に戻し、Enterを押してください（rでやり直し）。", width) {
			if strings.HasSuffix(l, "（") {
				t.Errorf("width %d: a line ends with an opening bracket: %q", width, l)
			}
		}
	}
	if got := wrap("the table takes cards", 12); len(got) != 2 || got[0] != "the table" || got[1] != "takes cards" {
		t.Errorf("words: %q", got)
	}
	// A name in wide characters at the end of a line well filled moves
	// down whole.
	if got := wrap("Resumed: Monumental, standard game, Benito, 健太郎, Čeněk.", 45); len(got) != 2 || got[1] != "健太郎, Čeněk." {
		t.Errorf("names: %q", got)
	}
}
