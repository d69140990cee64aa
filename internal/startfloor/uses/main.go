// Command uses is a second start-up reference beside internal/startfloor:
// a program that uses each library the way any program of its kind must (a
// tview application on a tcell screen, the SQLite driver, viper, a cobra
// command, a QR code, YAML, an x/text printer), behind a branch that never
// runs. Its start costs what linking that code costs (package data the
// linker keeps, a larger program to map) and no work: BenchmarkStartupOverFloor
// reports tablemate over it ("x-uses") and it over the floor ("uses-x-floor"),
// so a reader sees how much of tablemate's start-up over the floor is the
// libraries' own weight.
package main

import (
	"database/sql"
	"fmt"
	"os"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
	"github.com/spf13/cobra"
	"github.com/spf13/viper"
	qrcode "github.com/yeqown/go-qrcode/v2"
	"go.yaml.in/yaml/v3"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	_ "modernc.org/sqlite"
)

func main() {
	if len(os.Args) > 5 { // never, as the benchmark runs it
		app := tview.NewApplication()
		text := tview.NewTextView().SetText("[red]x")
		text.SetInputCapture(func(e *tcell.EventKey) *tcell.EventKey { fmt.Println(e.Name()); return e })
		_ = app.SetRoot(tview.NewFlex().AddItem(text, 0, 1, true), true).Run()
		if db, err := sql.Open("sqlite", os.Args[1]); err == nil {
			_, _ = db.Exec(os.Args[2])
		}
		v := viper.New()
		_ = v.ReadInConfig()
		fmt.Println(v.AllSettings())
		_ = (&cobra.Command{Use: os.Args[3]}).Execute()
		if q, err := qrcode.New(os.Args[4]); err == nil {
			fmt.Println(q)
		}
		var m map[string]any
		_ = yaml.Unmarshal([]byte(os.Args[5]), &m)
		message.NewPrinter(language.Make(os.Args[1])).Println(m)
	}
	fmt.Fprintln(os.Stdout, "floor")
}
