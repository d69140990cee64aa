package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"tablemate/internal/cmddoc"

	"github.com/spf13/cobra"

	"tablemate/internal/qrtext"
	"tablemate/store"
	"tablemate/tableview"
)

func newServeCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve a saved game's live, read-only table view to the phones at the table",
		Long: `Serves a saved game on the local network as a page for phones (a second screen,
a projector): whose turn it is, the display, the deck, the end, the steps at the
table, the Automa, the players and the final table, in each phone's language.
The page follows the database as a dashboard writes it, live; the database is
only read. The address, with its secret token, is printed first, then as a QR
code. Without --game it shows the game in progress, then the next one the table
starts. --listen chooses the address (default: this machine's local network
address and a free port). Ctrl-C stops it.`,
		Args: cmddoc.NoArgs,
		RunE: runServe,
	}
	cmd.Flags().Int64("game", 0, "show this game (an id from 'tablemate history'); default: the game in progress")
	cmd.Flags().String("listen", "", listenUsage)
	cmd.Flags().Bool("qr-dark", false, "draw the QR code's dark modules as blocks, for a terminal with dark text on a light background")
	return cmd
}

// listenUsage is --listen's description, on serve and play.
const listenUsage = "address of the table view, HOST:PORT (default: this machine's local network address and a free port; :PORT is every interface)"

// runServe is `tablemate serve`: the table view of a saved game, following
// the database read-only until Ctrl-C.
func runServe(cmd *cobra.Command, _ []string) error {
	settings, err := loadSettings(cmd)
	if err != nil {
		return err
	}
	loc := userLocalizer(cmd)
	id, _ := cmd.Flags().GetInt64("game")
	if id < 0 {
		return &exitError{code: exitUsage, err: errorf("--game %s: give a game id from 'tablemate history'", ident(id))}
	}
	listen, _ := cmd.Flags().GetString("listen")
	srv, err := tableview.New(tableview.Options{Lang: settings.Language.String(), Log: cmd.ErrOrStderr()})
	if err != nil {
		return err
	}
	follow := tableview.NewFollower(srv, tableview.FollowOptions{Path: settings.Database, Game: id, Kinds: gameKinds()})
	if err := follow.Load(); errors.Is(err, store.ErrNoDatabase) {
		return errorf("No games saved yet (%s).", noDatabase(loc, err))
	} else if err != nil {
		return err
	}
	if err := srv.Listen(listen); err != nil {
		return err
	}
	defer srv.Close()
	out := cmd.OutOrStdout()
	// The address first, alone on its line: a script reads it there.
	fmt.Fprintln(out, srv.URL())
	dark, _ := cmd.Flags().GetBool("qr-dark")
	if code, err := qrtext.Encode(srv.URL(), qrtext.Low); err == nil {
		fmt.Fprintln(out, strings.Join(code.Lines(qrtext.Options{Quiet: qrtext.PhoneQuiet, BlocksDark: dark}), "\n"))
	}
	fmt.Fprintln(out, loc.Sprintf("Scan the code, or open the address, on a phone on the same network: the page follows %s, read-only. Ctrl-C stops.", filepath.Base(settings.Database)))
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv.Serve()
	follow.Run(ctx)
	return nil
}

// shareOf is the table view of `play --share` and of the dashboard's v key:
// its log goes beside the database (the dashboard holds the terminal).
func shareOf(cmd *cobra.Command, lang, database string) *tableview.Share {
	listen, _ := cmd.Flags().GetString("listen")
	return tableview.NewShare(tableview.ShareOptions{Listen: listen, Lang: lang,
		LogPath: filepath.Join(filepath.Dir(database), "share.log")})
}
