package dashboard

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/internal/bgstats"
	"tablemate/internal/qrtext"
)

const (
	bgTitle       = "BG Stats · scan with a phone to log the play · Esc back to the final table"
	bgTooSmall    = "The QR code needs %dx%d cells and the terminal has %dx%d: enlarge the window and press b again, or copy the link below into the phone (its lines one after the other):"
	bgNotFinished = "BG Stats takes a finished, scored play: score the game first."
	bgFailed      = "No BG Stats link: %v"
)

// bgStatsLink is BG Stats' import link of the game shown, finished and
// scored: the same play as `tablemate export --format bgstats-link`
// gives, with the id and the times the recorder knows.
func (fm *forms) bgStatsLink() (string, error) {
	// The play ends now, on its final screen; its role and comments are
	// in the screen's language.
	info := bgstats.Info{Ended: fm.opts.Now(), Loc: fm.loc}
	if id, ok := fm.ctl.GameID(); ok {
		info.ID = id
	}
	if started, _, played, ok := fm.ctl.Times(); ok {
		info.Started = started
		if played > 0 {
			info.Played = played
		}
	}
	if info.Started.IsZero() {
		info.Started = fm.opts.Now()
	}
	p, err := bgstats.New(fm.ctl.Game(), fm.ctl.Game().Result(), info)
	if err != nil {
		return "", err
	}
	return p.Link()
}

// openBGStats shows the play as a QR code of BG Stats' import link, the
// whole code at once; when the terminal is too small for it, it says so
// and shows the link to copy.
func (fm *forms) openBGStats() {
	if fm.ctl.Game() == nil || !fm.ctl.Game().Scored() {
		fm.ctl.Refuse(bgNotFinished)
		return
	}
	link, err := fm.bgStatsLink()
	if err != nil {
		fm.ctl.Refuse(bgFailed, err)
		return
	}
	w, h := fm.dialogs.screenSize()
	// Every key returns to the final table under it.
	back := fm.dialogs.saved()
	tv := tview.NewTextView().SetDynamicColors(false)
	fm.styleBox(tv.Box)
	tv.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter || (ev.Key() == tcell.KeyRune && (ev.Rune() == 'b' || ev.Rune() == 'q')) {
			back()
			return nil
		}
		return ev
	})
	keys := []barKey{{key: "Esc", word: "back"}}
	code, err := qrtext.Encode(link, qrtext.Low)
	var lines []string
	if err == nil {
		lines = code.Lines(qrtext.Options{Quiet: qrtext.PhoneQuiet})
	}
	needW, needH := 0, len(lines)+2
	for _, l := range lines {
		needW = max(needW, len([]rune(l))+2)
	}
	if err == nil && needW <= w && needH <= h {
		tv.SetBorder(true).SetTitle(" " + fm.t(bgTitle) + " ")
		tv.SetWrap(false).SetText(strings.Join(lines, "\n"))
		if !fm.pal.noColor {
			// Light modules as white blocks on a black ground, whatever
			// the terminal's own colours: what a phone reads.
			tv.SetTextColor(tcell.ColorWhite)
			tv.SetBackgroundColor(tcell.ColorBlack)
		}
		fm.dialogs.show("bgstats", tv, tv, needW, needH)
		fm.dialogs.setKeys(keys...)
		return
	}
	// Too small: say so, and give the link to copy on lines of its own, the
	// screen's whole width, with no border beside them (a terminal copies
	// what is on a line: a border's bar would go into the link). A link has
	// no spaces to break at: it is broken only where the width ends.
	head := wrap(fm.t(bgTitle), w)
	head = append(head, "")
	head = append(head, wrap(fm.tf(bgTooSmall, needW, needH, w, h), w)...)
	head = append(head, "")
	text := strings.Join(head, "\n") + "\n"
	rows := len(head)
	for r := []rune(link); len(r) > 0; rows++ {
		n := min(w, len(r))
		text += string(r[:n]) + "\n"
		r = r[n:]
	}
	tv.SetWrap(false).SetText(strings.TrimSuffix(text, "\n"))
	fm.dialogs.show("bgstats", tv, tv, w, min(rows, h-2))
	fm.dialogs.setKeys(keys...)
}
