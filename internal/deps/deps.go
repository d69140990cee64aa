//go:build tools

// Package deps pins the project's third-party modules in go.mod before every
// package that uses them exists, so parallel work never races on `go get`.
package deps

import (
	_ "github.com/gdamore/tcell/v2"
	_ "github.com/nicksnyder/go-i18n/v2/i18n"
	_ "github.com/rivo/tview"
	_ "github.com/spf13/cobra"
	_ "github.com/spf13/viper"
	_ "golang.org/x/text/language"
	_ "gopkg.in/yaml.v3"
	_ "modernc.org/sqlite"
)
