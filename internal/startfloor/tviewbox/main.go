// Command tviewbox is the floor of the dashboard's first frame: a bare tview
// program that draws one box titled "Round" on the terminal and stops after
// that first draw. BenchmarkFirstFrameOverTviewBox (cmd/tablemate) starts it
// and `tablemate play` on a resumed game under a pseudo-terminal, in turn,
// and puts the time from exec to the first frame that shows "Round" of one
// over the other's.
package main

import (
	"fmt"
	"os"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

func main() {
	app := tview.NewApplication()
	box := tview.NewBox().SetBorder(true).SetTitle(" Round ")
	drawn := false
	app.SetAfterDrawFunc(func(tcell.Screen) {
		if !drawn {
			drawn = true
			go app.Stop()
		}
	})
	if err := app.SetRoot(box, true).Run(); err != nil {
		fmt.Fprintln(os.Stderr, "tviewbox:", err)
		os.Exit(1)
	}
}
