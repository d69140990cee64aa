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
