package i18n

// tableViewKeys are the texts of the table view for phones (tableview/: the
// page, its log and its errors; the dashboard's v key and its dialog; the
// serve command and the --share and --listen flags). The page also words
// itself with keys the dashboard's panels have (uiKeys): the same words on
// both screens. tableview's TestEveryPageTextIsAKey reads its sources and
// its template for them.
var tableViewKeys = []string{
	// tableview/page.go, assets/page.html: the page
	"A read-only view of the table: nothing here changes the game.",
	"Connection lost: catching up…",
	"Live: the page follows the table.",
	"Final score",
	"Language",
	"Last: «%s»",
	"The setup",
	"Undone: «%s». Put the table back, newest first:",
	"No game yet",
	"This page shows the game as soon as the table starts one.",
	"This round",
	"Tallies still to enter: %s",
	"The Automa waits for the table's answer on the dashboard: %s.",
	"Behind the screen: %d · taken: %d · built: %d · black tokens returned: %d",
	"Level %d · built: %d of %d",
	"Level %d · built: %d",
	"Tokens built: %d of %d",
	"Tokens left in the quarry: %d",
	// tableview: errors
	"--listen %q: give HOST:PORT (port 0 picks a free one)",
	"cannot listen on %s: %s",
	"game %s cannot be replayed: %s",
	"game %s is a %q game, which this tablemate cannot show",
	"there is no game %s in %s; see 'tablemate history'",
	"the table view's log %s cannot be written: %s",
	"no local network address found: connect this machine to the table's Wi-Fi, or give --listen HOST:PORT",
	// tableview: the log (what it binds, who connects)
	"table view: listening",
	"table view: stopped",
	"table view: request refused",
	"table view: page opened",
	"table view: page failed",
	"table view: viewer connected",
	"table view: viewer left",
	"table view: viewer refused, too many",
	"table view: reading the game failed",
	// dashboard/share.go: the v key and its dialog
	"phones",
	"show the table view for phones: its address and QR code",
	"Table view · scan with a phone · Esc closes",
	"Phones on the same network follow the game here; nothing they do changes it.",
	"The QR code needs %dx%d cells and the terminal has %dx%d: enlarge the window and press v again, or type the address into the phone:",
	"No table view: %v",
	// cmd/tablemate/serve.go, play.go: the command, its flags, its notice
	"Scan the code, or open the address, on a phone on the same network: the page follows %s, read-only. Ctrl-C stops.",
	"Serve a saved game's live, read-only table view to the phones at the table",
	"Serves a saved game on the local network as a page for phones (a second screen,\na projector): whose turn it is, the display, the deck, the end, the steps at the\ntable, the Automa, the players and the final table, in each phone's language.\nThe page follows the database as a dashboard writes it, live; the database is\nonly read. The address, with its secret token, is printed first, then as a QR\ncode. Without --game it shows the game in progress, then the next one the table\nstarts. --listen chooses the address (default: this machine's local network\naddress and a free port). Ctrl-C stops it.",
	"show this game (an id from 'tablemate history'); default: the game in progress",
	"address of the table view, HOST:PORT (default: this machine's local network address and a free port; :PORT is every interface)",
	"draw the QR code's dark modules as blocks, for a terminal with dark text on a light background",
	"serve a live, read-only view of the game to the phones at the table (v shows its QR code)",
}
