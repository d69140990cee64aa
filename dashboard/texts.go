package dashboard

// The user-facing texts that are used in more than one place or need a
// name, in one place. Each is an English message key of the i18n catalogues,
// found where the dashboard draws it through ui.t and ui.tf (internal/keyscan
// reads the sources; i18n's TestCataloguesComplete checks every catalogue
// translates it). The controller's own are in control/texts.go.
const (
	msgNoGameAction = "no game: press n to start one"
	msgFirstSteps   = "First do the steps at the table, then press Enter."
	msgNoAutoma     = "there is no Automa in this game (M-SOLO-1)"
	msgNoNewGame    = "No new game: press n when you want to start one."
	msgMoreBelow    = "▼ more below: ↓ PgDn"
	phaseTitle      = "City phase: do this step, then press Enter"

	stepsTitle            = "At the table, after «%s»: do these steps, then press Enter"
	stepsTitleShort       = "After «%s»: do these steps, then press Enter"
	stepsTitleScroll      = "After «%s»: steps %d-%d of %d · ↑↓ PgUp PgDn"
	stepsTitleScrollShort = "Steps %d-%d of %d · ↑↓ PgUp PgDn"
	undoTitle             = "Undo «%s»: put the table back by these steps, newest first, then press Enter"
	undoTitleShort        = "Undo «%s»: put the table back, then press Enter"
	undoTitleScroll       = "Undo «%s»: steps %d-%d of %d · ↑↓ PgUp PgDn"
	undoTitleScrollShort  = "Undo: steps %d-%d of %d · ↑↓ PgUp PgDn"
	// The steps of several changes not yet confirmed: one title, and a
	// line over each change's first step.
	mixedTitle       = "At the table: do these steps in order, then press Enter"
	mixedTitleShort  = "Do these steps in order, then press Enter"
	mixedTitleScroll = "Steps in order %d-%d of %d · ↑↓ PgUp PgDn"
	stepsHead        = "After «%s»:"
	undoHead         = "Undo «%s», newest first:"
	// The same, naming the seat whose action it was: two changes of the
	// same words ("end turn") told apart.
	stepsHeadBy = "After «%s» by %s:"
	undoHeadBy  = "Undo «%s» by %s, newest first:"
	phaseHead   = "Then the City phase:"
	// headMark starts a heading line among a step's lines (drawInstructions).
	headMark = "\x01"

	logTitleOlder  = "k ↑ PgUp: older lines"
	logTitleBack   = "older lines · j ↓ PgDn: newer"
	logTitleOlderK = "k: older lines"
	logTitleBackJ  = "older lines · j: newer"
	keyLogDesc     = "scroll the log: k up, j down (also ↑↓ PgUp PgDn, the wheel)"

	chooserTitle        = "Games in progress (last played) · Enter resumes · Esc keeps the first"
	msgNoGameInProgress = "No game in progress. Finished games in the database: %d (tablemate history lists them). Press n to start a new one, q to quit."
	msgNotResumed       = "game %s not resumed: %v"
	// msgFinishedGames is the start screen's count above a form.
	msgFinishedGames = "Finished games in the database: %d (tablemate history lists them)."

	// clockShort is the header's clock when the labelled one does not
	// fit: the turn's time, then the game's.
	clockShort = "%s · %s"

	keyEnter       = "Enter"
	keyEsc         = "Esc"
	keyTab         = "Tab"
	keyPgDn        = "PgDn"
	keyPgUp        = "PgUp"
	displayTwoRows = "Display · 2 rows of 3 · slot 1 by the deck"

	answerYes = "yes"
	answerNo  = "no"
	// wordRandom is the word a civilizations field takes for a civilization
	// the game picks ("random" on the setup line), in the reader's language.
	wordRandom      = "random"
	answerKnowledge = "knowledge"
	answerBuilding  = "building"
	answerWonder    = "wonder"
	expectYesNo     = "yes/no"
	expectNumber    = "a number"
	expectSlot      = "slot number, or no"
	expectCard      = "knowledge, building or wonder, or no"
	msgAnswerNeeded = "The Automa needs an answer: type %s, then press Enter."
	msgConfirmNew   = "Start a new game?\n\nThe game in progress is abandoned but kept in the history."
	// msgConfirmNewOver: the game shown is over but not scored.
	msgConfirmNewOver = "Start a new game?\n\nThe finished game is not scored yet (s scores it): it is kept in the history as abandoned."
	titleConfirmNew   = "New game? · Esc cancels"

	// The Automa's foot row and the help's line that explains it.
	automaRowWide    = "%d+ pts · Gold %d · K%d W%d P%d Prov%d"
	automaRowNarrow  = "%d+ pts · G%d K%d W%d P%d Prov%d"
	automaRowCompact = "%d+p G%d K%d W%d P%d Prov%d"
	automaRowLegend  = "The Automa's row: its points before dominance (the final table adds dominance, hence the +), Gold (G), K Knowledge, W completed Wonders, P Policies, Prov Provinces."

	keyTakeDesc       = "take the card in that slot (0 is slot 10)"
	keyTakeDescNoTen  = "take the card in that slot"
	keySlotDesc       = "take the card in a slot by its number (slots 10-12)"
	keyAutomaGoldDesc = "Gold the Automa gained on the map (solo)"

	wmKeyTokensDesc   = "quarry: the active player took that many tokens"
	wmKeyQuarryDesc   = "quarry: the active player took their tokens (not counted)"
	wmKeyEmptyDesc    = "the quarry is empty: who holds the black token"
	wmKeyBuildDesc    = "construct: the active player built on that level"
	wmKeyPassDesc     = "construct: the active player passes (tokens left)"
	wmKeyCompleteDesc = "the last build completed the monument: game over"
	wmKeyGemsDesc     = "game over: enter everyone's gems (3 points each)"
	wmKeyFinalDesc    = "the final table"

	wmTitleNow      = "Now"
	wmTitleRound    = "Round %d of %d · %s"
	wmStartPlayer   = "Start player: %s"
	wmWorkerToken   = "Worker token: %s"
	wmWorkerMoves1  = "Quarry turn %d: the worker moves %d space"
	wmWorkerMoves   = "Quarry turn %d: the worker moves %d spaces"
	wmQuarryNote    = "Quarry: %s"
	wmPoints        = "%d pts"
	wmPassed        = "passed"
	wmGemsShown     = "%d gems"
	wmGemShown      = "%d gem"
	wmHeaderRound   = "%s · Round %d of %d · %s"
	wmWhoOver       = "Game over: press g for the gems"
	wmEndRound3     = "The game ended after round 3."
	wmEndComplete   = "The monument was completed in round %d: the game ended at once."
	wmFinishedSaved = "Scored and saved: %s"

	promptPassTitle   = "%s passes · Enter confirms · Esc cancels"
	promptPassLabel   = "Tokens left [gems kept]"
	promptPassHelp    = "Construction tokens left behind the screen lose 1 point each; gems (optional, second number) lose nothing (W-PASS-1)."
	promptEmptyTitle  = "The quarry is empty · Enter confirms · Esc cancels"
	promptEmptyLabel  = "Black token holder"
	promptEmptyHelp   = "Name or seat number (%s). That player scores 2, takes the worker token and starts the Construct phase (W-QUARRY-3)."
	promptGemsTitle   = "Gems shown · Enter moves · Esc cancels"
	promptGemsHelp    = "Each gem scores 3 points (W-END-1). Enter 0 for a player without gems."
	promptSlotTitle   = "Take a card · Enter confirms · Esc cancels"
	promptSlotLabel   = "Slot (1-%d)"
	promptGoldTitle   = "The Automa's Gold · Enter confirms · Esc cancels"
	promptGoldLabel   = "Gold gained on the map"
	promptGoldHelp    = "A negative number corrects a mistake."
	errNotNumber      = "%q is not a whole number."
	errNotPlayer      = "%q is not a player: give a name or a seat number (%s)."
	scoreTalliesSaved = "Tallies saved; not scored: %v"
)

// difficultyNames are the Automa's difficulty levels (automa.DifficultyNames)
// as catalogue keys; difficultyName gives the key of a name the engine
// reports, or the name itself when it is not one of them.
var difficultyNames = []string{"beginner", "easy", "medium", "hard", "very hard"}

func difficultyName(name string) string {
	for _, k := range difficultyNames {
		if k == name {
			return k
		}
	}
	return name
}
