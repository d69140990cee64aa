package dashboard

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/internal/qrtext"
)

// The table view for phones (tablemate play --share): the controller tells
// Options.OnChange of every change it commits (control.Config.OnChange),
// and the v key shows the view's address as a QR code (Options.Share
// starts the view if needed).
// The view itself is the tableview package's; the dashboard only hands it
// the game.

const (
	shareShort    = "phones"
	shareDesc     = "show the table view for phones: its address and QR code"
	shareTitle    = "Table view · scan with a phone · Esc closes"
	shareNote     = "Phones on the same network follow the game here; nothing they do changes it."
	shareTooSmall = "The QR code needs %dx%d cells and the terminal has %dx%d: enlarge the window and press v again, or type the address into the phone:"
	shareFailed   = "No table view: %v"
)

// shareBinding is the v key: the table view's address and QR code.
func shareBinding() binding {
	return binding{runes: "v", label: "v", short: shareShort, desc: shareDesc, prio: 5,
		inGame:  func(d *Dashboard) bool { return d.opts.Share != nil },
		visible: func(d *Dashboard) bool { return d.opts.Share != nil },
		run:     func(d *Dashboard, _ *tcell.EventKey) { d.forms.openShare() }}
}

// openShare starts the table view if it is not serving yet and shows its
// address as a QR code, with the address as text under it.
func (fm *forms) openShare() {
	if fm.opts.Share == nil {
		return
	}
	url, err := fm.opts.Share()
	if err != nil {
		fm.ctl.Refuse(shareFailed, fm.loc.Error(err))
		return
	}
	code, err := qrtext.Encode(url, qrtext.Low)
	if err != nil {
		fm.ctl.Refuse(shareFailed, err)
		return
	}
	box := &shareBox{Box: tview.NewBox(), ui: fm.ui, url: url, qr: code.Lines(qrtext.Options{Quiet: qrtext.PhoneQuiet})}
	fm.styleBox(box.Box)
	box.SetBorder(true).SetTitle(" " + fm.t(shareTitle) + " ")
	box.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter || (ev.Key() == tcell.KeyRune && (ev.Rune() == 'v' || ev.Rune() == 'q')) {
			fm.dialogs.close()
			return nil
		}
		return ev
	})
	w := max(len([]rune(box.qr[0])), len(url), min(60, cells(fm.t(shareNote)))) + 4
	h := len(box.qr) + 2 + 1 + len(wrap(fm.t(shareNote), w-4))
	fm.dialogs.show("share", box, box, w, h)
}

// shareBox draws the QR code when the dialog has room for it, and the
// address to type otherwise: it decides at each draw, so a window made
// larger shows the code.
type shareBox struct {
	*tview.Box
	ui
	url string
	qr  []string
}

func (b *shareBox) Draw(screen tcell.Screen) {
	b.DrawForSubclass(screen, b)
	x, y, w, h := b.GetInnerRect()
	d := b.ui
	note := wrap(d.t(shareNote), w)
	qrW := len([]rune(b.qr[0]))
	if qrW <= w && len(b.qr)+1+len(note) <= h {
		st := tcell.StyleDefault
		if !d.pal.noColor {
			// Light modules on black whatever the terminal's colours:
			// what a phone reads.
			st = st.Foreground(tcell.ColorWhite).Background(tcell.ColorBlack)
		}
		left := x + (w-qrW)/2
		for i, l := range b.qr {
			put(screen, left, y+i, qrW, l, st)
		}
		row := y + len(b.qr)
		put(screen, x+max(0, (w-len(b.url))/2), row, w, b.url, d.pal.title())
		for i, l := range note {
			put(screen, x, row+1+i, w, l, d.pal.dim())
		}
		return
	}
	sw, sh := screen.Size()
	lines := wrap(d.tf(shareTooSmall, qrW+4, len(b.qr)+4, sw, sh), w)
	for r := []rune(b.url); len(r) > 0; {
		n := min(w, len(r))
		lines = append(lines, string(r[:n]))
		r = r[n:]
	}
	for i, l := range lines {
		if i >= h {
			break
		}
		put(screen, x, y+i, w, strings.TrimRight(l, " "), d.pal.plain())
	}
}
