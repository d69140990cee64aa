package dashboard

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rivo/tview"

	"tablemate/tracker"
)

// expectText is what an answer of kind expect ("yes/no", "number",
// "slot") is, in the screen's language.
func (u ui) expectText(expect string) string {
	switch expect {
	case "slot":
		return u.t(expectSlot)
	case "number":
		return u.t(expectNumber)
	case "card":
		return u.t(expectCard)
	}
	return u.t(expectYesNo)
}

// openAnswer asks the answer to the Automa's question: yes or no, a number,
// or a slot (a number, or no when the display has none). A refused answer
// keeps the field and says why under the question.
func (fm *forms) openAnswer(question, expect string) {
	shown := fm.expectText(expect)
	field := fm.promptField("answer", fm.t("The Automa asks · Enter answers · Esc cancels"), fm.tf("Answer (%s)", shown), question, "", 70,
		func(text string) error {
			if strings.TrimSpace(text) == "" {
				return errors.New(fm.tf(msgAnswerNeeded, shown))
			}
			if p := fm.answerProblem(text, expect); p != "" {
				return errors.New(p)
			}
			a, err := tracker.ParseAction("answer " + fm.answerText(text, expect))
			if err != nil {
				return err
			}
			return fm.applied(fm.ctl.Do(a))
		})
	field.SetAcceptanceFunc(tview.InputFieldMaxLength(fm.answerMaxLen(expect)))
}

// answerText is an answer as the action writes it: y, n and the
// translated yes and no are "yes" and "no"; a slot question takes a
// number ("slot 3") or no.
func (fm *forms) answerText(text, expect string) string {
	text = strings.ToLower(strings.TrimSpace(text))
	switch text {
	case "y", "yes", strings.ToLower(fm.t(answerYes)):
		text = "yes"
	case "n", "no", strings.ToLower(fm.t(answerNo)):
		text = "no"
	case strings.ToLower(fm.t(answerKnowledge)):
		text = "knowledge"
	case strings.ToLower(fm.t(answerBuilding)):
		text = "building"
	case strings.ToLower(fm.t(answerWonder)):
		text = "wonder"
	}
	if expect == "slot" && text != "no" && !strings.HasPrefix(text, "slot") {
		text = "slot " + text
	}
	return text
}

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
func (fm *forms) answerProblem(text, expect string) string {
	a := fm.answerText(text, expect)
	switch expect {
	case "slot":
		if a == "no" {
			return ""
		}
		n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(a, "slot")))
		slots := len(fm.mon().Display())
		if err != nil || n < 1 || n > slots {
			return fm.tf(msgTypeSlot, text, slots)
		}
	case "number":
		if a == "no" {
			return "" // "not possible", where the question takes it: the engine says
		}
		n, err := strconv.Atoi(a)
		if err != nil || n < 0 || n > 99 {
			return fm.tf(msgTypeNumber, text)
		}
	case "card":
		if a != "no" && a != "knowledge" && a != "building" && a != "wonder" {
			return fm.tf(msgTypeCard, text)
		}
	default:
		if a != "yes" && a != "no" {
			return fm.tf(msgTypeYesNo, text)
		}
	}
	return ""
}

// answerMaxLen is the longest answer the box takes for a kind of answer,
// in characters: 99 for a number; "slot 12" (a continuous display has up
// to 12 slots) or no for a slot; yes or no, in English or the table's
// language.
func (fm *forms) answerMaxLen(expect string) int {
	var words []string
	switch expect {
	case "number":
		words = []string{"99", "no", fm.t(answerNo)}
	case "card":
		words = []string{"knowledge", "building", "wonder", "no", fm.t(answerNo), fm.t(answerKnowledge), fm.t(answerBuilding), fm.t(answerWonder)}
	case "slot":
		words = []string{"no", fm.t(answerNo), "slot " + strconv.Itoa(len(fm.mon().Display()))}
	default:
		words = []string{"yes", "no", fm.t(answerYes), fm.t(answerNo)}
	}
	n := 0
	for _, w := range words {
		n = max(n, utf8.RuneCountInString(w))
	}
	return n
}
