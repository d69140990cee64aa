package control

// The controller's texts that are used in more than one place or need a
// name. Each is an English message key of the i18n catalogues, worded by
// the controller's t and tf (found there by internal/keyscan).
const (
	msgResumed          = "Resumed: %s. Press ? for help."
	msgWMNewGame        = "New game: %s. Do the setup steps in the panel, then press Enter."
	msgWMGameOver       = "Game over: press g to enter everyone's gems."
	msgWMDescribe       = "World Monuments, %s, %s; %s starts"
	msgWMResumeDescribe = "World Monuments, %s, %s; round %d: %s starts"
	msgNoGameAction     = "no game: press n to start one"
	msgStepsAgain       = "The last steps at the table are shown again: press Enter once they are done."
	msgStepsKept        = "The steps not yet done stay first in the panel."
	msgUndoneSteps      = "Undone: %s. Put the table back by the steps in the panel, then press Enter (r redoes it)."
	msgStale            = "The game was changed by another tablemate: nothing was saved. Press R to reload it."
	msgStaleQuit        = "The game was changed by another tablemate: nothing was saved. Quit (q) and start tablemate again."
	msgReloaded         = "Reloaded: %s."
	msgReopened         = "Undone: %s. The saved score is set aside: press s to score the game again."
	msgReopenedWM       = "Undone: %s. The saved score is set aside: press g to enter the gems again."
	msgRedone           = "Redone: %s."
	msgNotSaved         = "The result is not saved (%v): press s to save it."
	msgReloadedNone     = "Reloaded: no game is in progress any more. Press n to start one."
	msgPhaseStep        = "Steps done. Now the City phase: press Enter when every civilization has activated its row and column."
	msgPhaseDone        = "City phase done: the Actions phase begins."
	msgGemsAllIn        = "Every player's gems are in: press s for the final table."
)
