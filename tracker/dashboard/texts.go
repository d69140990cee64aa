package dashboard

// The user-facing texts that are used in more than one place or need a
// name, in one place. Each is an English message key of the i18n catalogues
// (i18n/ui.go lists them): the dashboard draws them through Dashboard.t and
// Dashboard.tf, and TestEveryTextIsAKey checks every key it passes.
const (
	msgResumed      = "Resumed: %s. Press ? for help."
	msgWMNewGame    = "New game: %s. Do the setup steps in the panel, then press Enter."
	msgWMGameOver   = "Game over: press g to enter everyone's gems."
	msgWMDescribe   = "World Monuments, %s, %s; %s starts"
	msgNoGameAction = "no game: press n to start one"
	msgFirstSteps   = "first do the steps at the table, then press Enter"
	msgNoAutoma     = "there is no Automa in this game (M-SOLO-1)"

	keyTakeDesc       = "take the card in that slot (0 is slot 10)"
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
