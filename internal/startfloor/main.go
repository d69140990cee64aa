// Command startfloor is the floor tablemate's start-up is measured against:
// a program that imports the same third-party packages as tablemate (so
// their init work runs) and does nothing else. `tablemate version` should
// cost little more CPU than this (BenchmarkStartupOverFloor in cmd/tablemate).
// Keep its imports in step with tablemate's: TestFloorImportsWhatTablemateImports
// checks them.
package main

import (
	"fmt"
	"os"

	_ "github.com/gdamore/tcell/v2"
	_ "github.com/go-viper/mapstructure/v2"
	_ "github.com/rivo/tview"
	_ "github.com/rivo/uniseg"
	_ "github.com/spf13/cobra"
	_ "github.com/spf13/pflag"
	_ "github.com/spf13/viper"
	_ "github.com/yeqown/go-qrcode/v2"
	_ "go.yaml.in/yaml/v3"
	_ "golang.org/x/text/feature/plural"
	_ "golang.org/x/text/language"
	_ "golang.org/x/text/message"
	_ "golang.org/x/text/message/catalog"
	_ "golang.org/x/text/unicode/norm"
	_ "modernc.org/sqlite"
)

func main() { fmt.Fprintln(os.Stdout, "floor") }
