package tableview

// templateKeys are the texts page.html words with .T and .F: message keys
// the source scan (internal/keyscan) cannot read in a template, listed here
// for it; TestEveryPageTextIsAKey checks that they are exactly the
// template's.
//
//keyscan:keys
var templateKeys = [...]string{
	"Live: the page follows the table.",
	"Connection lost: catching up\u2026",
	"A read-only view of the table: nothing here changes the game.",
	"Language",
	"No game yet",
	"This page shows the game as soon as the table starts one.",
	"End: %s",
	"Final score",
	"\u00d7 taken",
	"empty",
	"Players (seat order)",
	"\u00b9 start player",
	"Now",
	"This round",
	"Monument",
}
