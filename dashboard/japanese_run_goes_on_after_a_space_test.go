package dashboard

import "testing"

// TestJapaneseRunGoesOnAfterASpace: a Japanese sentence with a space in it
// (a notation such as 「slot N」) is not broken at that space into a short
// line: the run after the space, longer than a line, goes on beside it and
// is cut where the cells run out. A short word still moves down whole.
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
	if got := wrap("the table takes cards", 12); len(got) != 2 || got[0] != "the table" || got[1] != "takes cards" {
		t.Errorf("words: %q", got)
	}
}
