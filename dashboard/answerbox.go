package dashboard

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// What to type in the Automa's answer box, said in the box's own terms
// (the engine's refusal speaks the script's syntax, "answer slot N").
const (
	msgTypeYesNo  = "%q is not an answer to this question: type yes or no (y, n), then press Enter."
	msgTypeNumber = "%q is not an answer to this question: type a number from 0 to 99, e.g. 3, then press Enter."
	msgTypeSlot   = "%q is not an answer to this question: type the slot's number (1 to %d), e.g. 3, or no if there is none, then press Enter."
	msgTypeCard   = "%q is not an answer to this question: type knowledge, building or wonder, or no if there is none, then press Enter."
)

// answerProblem checks the text typed in the answer box against the kind
// of answer the question wants, before the engine sees it; "" when it is
// of the right kind.
func (d *Dashboard) answerProblem(text, expect string) string {
	a := d.answerText(text, expect)
	switch expect {
	case "slot":
		if a == "no" {
			return ""
		}
		n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(a, "slot")))
		slots := len(d.mon().Display())
		if err != nil || n < 1 || n > slots {
			return d.tf(msgTypeSlot, text, slots)
		}
	case "number":
		if a == "no" {
			return "" // "not possible", where the question takes it: the engine says
		}
		n, err := strconv.Atoi(a)
		if err != nil || n < 0 || n > 99 {
			return d.tf(msgTypeNumber, text)
		}
	case "card":
		if a != "no" && a != "knowledge" && a != "building" && a != "wonder" {
			return d.tf(msgTypeCard, text)
		}
	default:
		if a != "yes" && a != "no" {
			return d.tf(msgTypeYesNo, text)
		}
	}
	return ""
}

// answerMaxLen is the longest answer the box takes for a kind of answer,
// in characters: 99 for a number; "slot 12" (a continuous display has up
// to 12 slots) or no for a slot; yes or no, in English or the table's
// language.
func (d *Dashboard) answerMaxLen(expect string) int {
	var words []string
	switch expect {
	case "number":
		words = []string{"99", "no", d.t(answerNo)}
	case "card":
		words = []string{"knowledge", "building", "wonder", "no", d.t(answerNo)}
	case "slot":
		words = []string{"no", d.t(answerNo), "slot " + strconv.Itoa(len(d.mon().Display()))}
	default:
		words = []string{"yes", "no", d.t(answerYes), d.t(answerNo)}
	}
	n := 0
	for _, w := range words {
		n = max(n, utf8.RuneCountInString(w))
	}
	return n
}
