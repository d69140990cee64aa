package dashboard

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/rules"
)

// citedRule is the rule the error in the status line cites (the last ID it
// names: the one the refusal ends on), or "" when there is none or the
// program has no text for it.
func (u ui) citedRule() string {
	if !u.ctl.Status().Error || u.ctl.Status().Text == "" {
		return ""
	}
	ids := ruleIDs(u.ctl.Status().Text)
	for i := len(ids) - 1; i >= 0; i-- {
		id := u.ctl.Status().Text[ids[i][0]:ids[i][1]]
		if _, ok := rules.Lookup(id, u.loc.Lang()); ok {
			return id
		}
	}
	return ""
}

const (
	keyRuleShort    = "rule"
	keyRuleCited    = "rule %s"
	keyRuleDesc     = "read the rule the error cites"
	msgNoRuleCited  = "The status line cites no rule to read."
	ruleTitle       = "Rule %s · Esc, Enter or x closes"
	ruleEnglishOnly = "This rule is not translated yet: its text is in English."
)

// ruleText is the rule's dialog text: its title, its text, and a note when
// the text is in English for a table in another language.
func (fm *forms) ruleText(id string) (string, bool) {
	r, ok := rules.Lookup(id, fm.loc.Lang())
	if !ok {
		return "", false
	}
	var b strings.Builder
	b.WriteString(r.ID + " · " + r.Title + "\n\n" + r.Text + "\n")
	if r.Lang != fm.loc.Lang() && fm.loc.Lang() != rules.English {
		b.WriteString("\n" + fm.t(ruleEnglishOnly) + "\n")
	}
	return b.String(), true
}

// openRule shows a rule's text in a dialog, as tall as the text needs.
func (fm *forms) openRule(id string) {
	text, ok := fm.ruleText(id)
	if !ok {
		fm.ctl.Refuse(msgNoRuleCited)
		return
	}
	tv := tview.NewTextView().SetText(text).SetDynamicColors(false).SetWrap(true).SetWordWrap(true)
	tv.SetBorder(true).SetTitle(" " + fm.tf(ruleTitle, id) + " ")
	fm.styleBox(tv.Box)
	tv.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter || (ev.Key() == tcell.KeyRune && (ev.Rune() == 'x' || ev.Rune() == 'q')) {
			fm.dialogs.close()
			return nil
		}
		return ev // arrows scroll a text longer than the dialog
	})
	rows := 0
	for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		rows += len(wrap(line, 72))
	}
	fm.dialogs.show("rule", tv, tv, 76, min(rows+2, MinHeight-2))
	fm.dialogs.setKeys(barKey{key: "Esc", word: "close"}, barKey{key: "↑↓", word: "scroll", when: fm.textScrolls(tv, rows)})
}
