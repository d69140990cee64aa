package dashboard

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/control"
	"tablemate/i18n"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// ui is what every part of the screen shares: the controller it reads and
// sends intents to, the language it words its texts in and the styles it
// draws with. The dashboard, the board and the forms each embed it.
type ui struct {
	ctl *control.Controller
	loc *i18n.Localizer
	pal palette
}

// t translates a label (an English message key).
func (u ui) t(key string) string { return u.loc.T(key) }

// tf translates an English format and formats its arguments.
func (u ui) tf(format string, args ...any) string { return u.loc.Sprintf(format, args...) }

// labelled puts a label before a text as the language does ("Ana : ..." in
// French).
func (u ui) labelled(label, text string) string { return u.tf("%s: %s", label, text) }

// mon is the Monumental game's state, nil when the game shown is another
// (or none): Monumental's own panels, keys and forms read it.
func (u ui) mon() *tracker.State {
	s, _ := tracker.StateOf(u.ctl.Game())
	return s
}

// wms is the World Monuments game's state, or nil.
func (u ui) wms() *wm.State {
	s, _ := wm.StateOf(u.ctl.Game())
	return s
}

// keyName is a key's name as the help shows it, in the screen's language:
// each key named in the label ("Esc", "↓ PgDn", "Tab") by its name there
// (Intro, AvPág, Échap); a letter or an arrow is itself.
func (u ui) keyName(label string) string {
	words := strings.Split(label, " ")
	for i, w := range words {
		for _, k := range keyNames {
			if w == k {
				words[i] = u.t(k)
			}
		}
	}
	return strings.Join(words, " ")
}

// keyNames are the keys with a name of their own in some language: the
// words a help entry or a hint names them by (English keys).
var keyNames = []string{keyEnter, keyEsc, keyTab, keyPgDn, keyPgUp}

// styleForm gives a form the dashboard's colours, or none under NO_COLOR.
func (u ui) styleForm(f *tview.Form) {
	if u.pal.noColor {
		f.SetBackgroundColor(tcell.ColorDefault)
		f.SetFieldStyle(tcell.StyleDefault.Underline(true))
		f.SetLabelColor(tcell.ColorDefault)
		f.SetButtonStyle(tcell.StyleDefault)
		f.SetButtonActivatedStyle(tcell.StyleDefault.Reverse(true))
		f.SetBorderColor(tcell.ColorDefault)
		f.SetTitleColor(tcell.ColorDefault)
		return
	}
	f.SetBackgroundColor(tcell.ColorDefault)
	f.SetFieldStyle(tcell.StyleDefault.Background(tcell.ColorNavy).Foreground(tcell.ColorWhite))
	f.SetLabelColor(tcell.ColorYellow)
	f.SetButtonStyle(tcell.StyleDefault.Background(tcell.ColorTeal).Foreground(tcell.ColorBlack))
	f.SetButtonActivatedStyle(tcell.StyleDefault.Background(tcell.ColorYellow).Foreground(tcell.ColorBlack))
}

func (u ui) styleBox(b *tview.Box) {
	b.SetBackgroundColor(tcell.ColorDefault)
	if u.pal.noColor {
		b.SetBorderColor(tcell.ColorDefault)
		b.SetTitleColor(tcell.ColorDefault)
	}
}

func (u ui) styleField(f *tview.InputField) {
	f.SetBackgroundColor(tcell.ColorDefault)
	if u.pal.noColor {
		f.SetFieldStyle(tcell.StyleDefault.Underline(true))
		f.SetPlaceholderStyle(tcell.StyleDefault.Underline(true))
		return
	}
	f.SetFieldStyle(tcell.StyleDefault.Background(tcell.ColorNavy).Foreground(tcell.ColorWhite))
	f.SetPlaceholderStyle(tcell.StyleDefault.Background(tcell.ColorNavy).Foreground(tcell.ColorGray))
}

func (u ui) styleButton(b *tview.Button) {
	if u.pal.noColor {
		b.SetStyle(tcell.StyleDefault)
		b.SetActivatedStyle(tcell.StyleDefault.Reverse(true))
		return
	}
	b.SetStyle(tcell.StyleDefault.Background(tcell.ColorTeal).Foreground(tcell.ColorBlack))
	b.SetActivatedStyle(tcell.StyleDefault.Background(tcell.ColorYellow).Foreground(tcell.ColorBlack))
}

// errorLine is the line under a form that shows why it was refused.
func (u ui) errorLine() *tview.TextView {
	tv := tview.NewTextView().SetDynamicColors(false).SetWrap(true)
	tv.SetBackgroundColor(tcell.ColorDefault)
	if !u.pal.noColor {
		tv.SetTextColor(tcell.ColorRed)
	}
	return tv
}

// framed puts a form and its error line in a bordered box.
func (u ui) framed(title string, form *tview.Form, errs tview.Primitive, errRows int) *tview.Flex {
	fl := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(form, 0, 1, true).
		AddItem(errs, errRows, 0, false)
	fl.SetBorder(true).SetTitle(" " + title + " ")
	u.styleBox(fl.Box)
	u.styleForm(form)
	return fl
}
