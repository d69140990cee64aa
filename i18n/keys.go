package i18n

import (
	"tablemate/automa"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// Keys is every message key: the English text of every message. Each
// catalogue translates exactly these.
func Keys() []string {
	seen := map[string]bool{}
	var out []string
	for _, list := range [][]string{tracker.MessageFormats(), tracker.EndStatusFormats, wm.MessageFormats, ruleErrorFormats, explanationFormats, scoreKeys, scriptKeys, uiKeys, automa.MessageFormats(), automaDeckTitles, nameKeys, historyKeys} {
		for _, k := range list {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	return out
}

// ruleErrorFormats are the formats of the engine's rule and syntax errors
// (tracker.RuleError.Format). The test reads tracker's sources and fails if
// one is missing here.
var ruleErrorFormats = []string{
	"%s (%s)", // a message and its rule ID
	"unknown mode %q: use standard or continuous",
	"unknown card type %q: use knowledge, building or wonder",
	// World Monuments: the monument, the screens and the plan
	"World Monuments plays 2 to 4 players, not %d",
	"no monument: agree on one (monument=capitol, notre_dame, san_pietro or taj_mahal)",
	"screens=%s: use screens=checked or screens=open",
	"levels= gives %d levels: a monument has at most %d",
	"levels=: level %d holds %d tokens: give 1 to %d",
	"levels= adds up to %d tokens: the box has %d",
	"overview= gives %d rounds: the material overview gives one count per round, %d in all",
	"overview=: round %d puts %d tokens in the bag: give 1 to %d",
	"%d tokens taken, %d built, %d black returned, %d gems kept at a pass",
	"how many tokens did %s take? The screens are checked: enter quarry 1 to quarry %d (a table that does not count them plays with screens=open)",
	"the quarry is empty: all %d tokens of round %d are taken; enter who holds the black token (quarry_done PLAYER)",
	"only %s left in the quarry (round %d puts %d in the bag), not %d",
	"the quarry still holds %d of round %d's %d tokens: players take tokens until it is empty",
	"%s took no token this round, so cannot hold the black token: it went to one of %s",
	"level %d: the %s's construction plan has %d levels",
	"level %d is complete: its %d tokens of the construction plan are built",
	"level %d is not open: no token is built on level %d yet, and a token rests on the level below it",
	"%s has no construction token behind the screen: %s",
	"%s holds %s behind the screen (%s), not %d construction tokens and %d gems: pass TOKENS GEMS adding up to %d",
	"%s kept %s at an earlier pass, and gems never leave the screen: pass with at least %d gems",
	"with the construction plan given, the game ends by itself when the last of its %d tokens is built: %d are still missing",
	"%s kept %s at the pass, not %d: enter gems %s %d",
	"%s has %d to %d gems behind the screen (%s), not %d",
	"%s=%s: give whole numbers from %d to %d separated by commas",
	"players=%s: player %d has no name: remove the extra comma or write the name",
	"screens=%s: use screens=checked (each quarry turn's tokens are entered) or screens=open (they are not)",

	"%s %q is not a number from %d to %d",
	"quarry takes at most a token count: quarry or quarry 2",
	"quarry_done needs the player holding the black token: quarry_done Ana",
	"build needs the level the token was placed on: build 1 to build 5",
	"pass needs the construction tokens left, and may give the gems kept: pass 3 or pass 3 2",
	"complete takes no arguments, got %q",
	"gems needs a player and a number: gems Ana 2",
	"no game: start one with New or NewGame",
	"the game is over and scored: undo to correct it",
	"the game is over: enter the gems (gems PLAYER N) of %s",
	"it is the Construct phase: tokens are collected in the Quarry phase",
	"%s places the worker on one space and takes its token: 1 token, not %d",
	"%s moves the worker %d spaces and takes one token per space: 1 to %d tokens, not %d",
	"the quarry was already emptied this round",
	"the quarry cannot be empty before anyone collected tokens: %s takes the first tokens (quarry)",
	"tokens are built in the Construct phase, after the quarry is empty (quarry_done PLAYER)",
	"level %d: a monument has levels 1 to 5",
	"players pass in the Construct phase; in the Quarry phase everyone collects at least one token",
	"a count of tokens cannot be negative",
	"the monument is completed by a build: enter complete right after the build that completed it",
	"gems are shown and scored at the end of the game, not in round %d",
	"%s's gems are already counted (%d): undo to correct them",
	"a count of gems cannot be negative",
	"the script is empty: its first line must be the setup (setup game=worldmonuments players=Ana,Ben monument=taj_mahal)",
	"monument=%s: use capitol, notre_dame, san_pietro or taj_mahal",
	"the first line must be the setup: setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben",
	"game=%s: this setup is for game=%s",
	"the setup line needs game=%s",
	"%q is not a player: the players are %s",
	"the script is empty: its first line must be the setup line",
	"the line is longer than %d bytes: is this a script?",
	"the name %q is not valid UTF-8 text",
	"the name is empty",
	"the name %q starts or ends with a space",
	"the name %q has two spaces in a row",
	"the name %q has %d characters: at most %d",
	"the name %q contains a comma, quote, '=' or control character",
	"empty action",
	"unknown action %q: use one of %s",
	"%s takes no arguments, got %q",
	"%s needs one name (quote a name with spaces): %s \"Name\"",
	"name %q is not valid UTF-8 text",
	"name %q is longer than 40 characters",
	"name %q contains a control character",
	"name %q is empty or starts or ends with a space",
	"%q is not a slot number: slots are numbered from 1, nearest the deck",
	"take needs at least one slot number: take 3",
	"identify needs a slot, a type and a cost, and may name the card: identify 3 knowledge 4 \"Mathematics\"",
	"%v",
	"cost %q is not a number from 0 to 99",
	"stray quote in %q",
	"unterminated or malformed quote in %q",
	"a quoted word must be followed by a space in %q",
	"no action",
	"the game is over: enter the tallies and score it",
	"slot %d does not exist: the display has %d slots",
	"take needs a slot",
	"a turn in the continuous mode is one action: take one card",
	"slot %d is named twice",
	"slot %d is empty: its card was already taken; the display is refilled only at the end of the turn",
	"slot %d is empty: its card was taken this round; the display is refilled at the Development phase",
	"slot %d is empty: the deck could not fill it",
	"the continuous mode has no 'end': a turn is one action (take, act or pass)",
	"'act' is for the continuous mode: in the standard game take any actions, then 'end' the turn",
	"'pass' is for the continuous mode: in the standard game a turn ends with 'end'",
	"slot %d is empty: there is no card to identify",
	"say what the card is: knowledge, building or wonder",
	"the Celebrities module is off in this game",
	"%s gave back %s this round: it still counts as controlled until the Development phase",
	"%s already controls %s: give it back first",
	"%s is controlled by %s",
	"%s does not control a Celebrity named %s",
	"the Monsters module is off in this game",
	"Monster %s is already waiting to attack",
	"nothing to undo: this is the start of the game",
	"nothing to redo",
	"the script is empty: its first line must be the setup (setup players=Ana,Ben mode=standard)",
	"no players: name 1 to 5 players",
	"%d players: Monumental plays 1 to 5 (5 with Lost Kingdoms)",
	"5 players need the Lost Kingdoms expansion: turn Lost Kingdoms on (lostkingdoms=on) or remove a player",
	"player %d: %v",
	"player name %q is used twice: give each player a different name",
	"start player %d does not exist: choose 1 to %d",
	"%d civilizations for %d players: give one per player or none",
	"the continuous mode needs 2 to 5 players: play solo in the standard mode",
	"game=%s: use game=monumental, or game=worldmonuments for World Monuments",
	"%d era sizes given, %d needed (%s)",
	"%s has %d cards: an era has 0 to 99 cards",
	"a display of %d slots: the standard game always has 6",
	"a display of %d slots: choose 1 to 12",
	"the deck has %d cards for a display of %d: it needs at least %d",
	"Automa difficulty %d: choose 0 to 4",
	"%d Automa cards per turn: choose 1 or 2",
	"%s=%s: use on or off",
	"the first line must be the setup: setup players=Ana,Ben mode=standard",
	"%q is not key=value: the setup line is made of key=value words",
	"setup key %q is given twice",
	"seed=%s is not a whole number",
	"eras=%s: give whole numbers separated by commas (Era I, II, III)",
	"end=%s: use after_refill or before_refill",
	"devdiscard=%s: use missing or remaining",
	"unknown setup key %q: use %s",
	"start=%s is not one of the players (%s)",
	"%s=%s is not a whole number",
	"the Automa deck: %v",
	"%s",
	"%q is not an answer: %s (numbers 0 to 99)",
	"%q is not an answer: %s",
	"automa_gold needs the Gold the Automa gained on the map: automa_gold 3",
	"automa_gold %s: give a whole number from 1 to 99 (negative to correct a mistake)",
	"this game has no Automa deck: play the Automa's turns with the physical deck and record them with take and end",
	"there is no Automa: this is not a solo game",
	"it is %s's turn, not the Automa's",
	"the Automa's turn is under way: answer its question: %s",
	"cards were taken by hand this turn: finish the Automa's turn with take and end",
	"the Automa asks no question now",
	"tally needs a player and counts: tally \"Ana\" knowledge=3 wonders=1 policies=2 provinces=4 gold=2 culture=1",
	"%q: a tally is key=count with keys %s",
	"%s is given twice",
	"%s=%s: give a whole number from 0",
	"tallies are entered when the game is over",
	"%s is not at this table (%s)",
	// several Automas (bots=N)
	"%d players and %d Automas: a table has 2 to 5 seats",
	"automa_rules=%s: use rulebook or helper",
	"bots=%d: choose 1 to %d Automas",
	"the Automas play the standard game: use mode=standard",
	"%d Automa civilizations for %d Automas: give one per Automa, or random",
	"%d Automa difficulties for %d Automas: give one for all or one per Automa",
	"civilization %s is given to two Automas: give each its own",
	"bot_seats=%s: give %d different seat numbers from 1 to %d",
	"%s is not an Automa at this table (%s)",
}

// scoreKeys are the score table's headers and legend (tablemate score), and
// the CSV headers outside English.
var scoreKeys = []string{
	"player", "dominance", "Gold", "Culture", "total", "rank",
	"%s (Automa)",
	"Category columns are points. Dominance (+%d each): %s.",
	"Kn", "Wo", "Po", "Pr", "Tr",
	"name", "automa", "bonus", "gold", "culture", "winner",
}

// scriptKeys are the state summary of `tablemate script` (text output) and
// the end status.
var scriptKeys = []string{
	// kernel errors (i18n.Error)
	"line %d: %s: %s",
	"saved %s %d (%s) cannot be replayed: %s",
	"the setup line: %s",
	"action", "undone action",
	// World Monuments state summary (wm.State.Summary)
	"World Monuments (%s), game over after round %d",
	"World Monuments (%s), game over: the monument was completed in round %d",
	"World Monuments (%s), round %d of %d, %s phase",
	"Active: %s", ", next: %s", " (quarry turn %d: %s)", "%d space", "%d spaces",
	"Start player: %s; worker token: %s", ", passed",
	"level %d %d of %d", "level %d %d", "Monument: %s; %d of %d tokens built", "Monument: %s",
	"%s holds %d (%s kept)", "%s holds %d", "Screens: %s",
	"Quarry", "Construct", "Game over",
	"Game over: enter the gems of %s (gems PLAYER N, 3 points each).",
	"Last round: the game ends when everyone has passed, or at once when the monument is complete.",
	"Round %d of %d: the game ends after round %d, or at once when the monument is complete.",
	"Round %d, %s phase, turn %d",
	"Round %d, turn %d",
	"Round %d, the game is over",
	"city", "actions", "turn", "over",
	"Active: %s, next: %s (start player %s)",
	"Active: %s (start player %s)",
	"Display:",
	"knowledge", "building", "wonder",
	"Deck: %d cards (%s) + %d separation; %d to the end trigger",
	"Deck: %d cards (%s) + %d separation; %d to the last round",
	"Discard pile: %d",
	";", // after each player in the summary's player and score lines
	"End: %s",
	"Players:",
	"%s %d taken",
	"%s %d taken (passed)",
	"Tallies to enter: %s",
	"Final score:",
	"%s %d (rank %d)",
	"Game over: score the game.",
	"Last round: the game ends when everyone has passed.",
	"The end comes when the deck has 3 cards or fewer after a refill.",
	"Last round: %s plays last.",
	"End triggered: this round ends with %s, then everyone plays one final turn.",
	"The end is triggered when the last Development card is dealt.",
	"%d Era %s",
	"%d Renaissance",
}

// automaDeckTitles are the titles of the embedded Automa deck's cards
// (deckfile/default.yaml): a revealed card is named in the reader's
// language. A table's own titles are shown as written. The test checks that
// every title of the embedded deck is here.
var automaDeckTitles = []string{
	"Conquer / Architectural", "Knowledge / Aggressive", "Policy / Technological", "Gold / Technological",
	"Conquer / Economic", "Explorers / Aggressive", "Wonder / Economic", "Knowledge / Architectural",
	"Policy / Aggressive", "Explorers / Cultural", "Explorers / Architectural", "Gold / Cultural",
	"Explorers / Technological", "Explorers / Economic", "Wonder / Cultural",
	"China", "Denmark", "Egypt", "Greece", "Japan", "Amazons", "Atlantis", "Aztecs", "Mughals",
	"Malians", "Zulu", "Aksumites",
	"Advanced Explorers / Knowledge", "Advanced Explorers / Policy", "Advanced Explorers / Wonder",
	"Advanced Explorers / Conquer", "Advanced Fewest Wonders", "Advanced Fewest Policies",
	"Advanced Fewest Provinces", "Advanced Last on the Trade Track", "Hero",
	"Trade Track / Architectural", "Trade Track / Cultural", "Trade Track / Economic",
	"Trade Track / Technological", "Trade Track / Aggressive", "Trading Post I", "Trading Post II",
}

// historyKeys are the text of `tablemate history` and of the markdown
// export (cmd/tablemate/store_cmds.go): table heads, statuses, modes. The
// JSON and CSV exports keep their English field names and values.
var historyKeys = []string{
	"TIME", "TURNS", "MEAN TURN", "Turns", "Gems", "Gold", "Culture", "Player", "yes", "Log", "%s (Automa)",
	"Turn times (timed turns: from the end of the turn before to the turn's end, dashboard closed not counted)",
	"not known (not timed from its start)", "- Playing time: %s", "- Monument: %s", "Turn times", "Mean turn",
	"No games saved yet.", "No games saved yet (%s).",
	"ID", "DATE", "GAME", "MODE", "STATUS", "PLAYERS", "WINNER",
	"PLAYER", "GAMES", "WINS", "MEAN SCORE", "BEST", "FAVOURITE CIVILIZATION",
	"CIVILIZATION", "PLAYS", "AUTOMAS", "DIFFICULTY", "SHARED", "WIN RATE", "MEAN MARGIN",
	"In progress: game %s (`tablemate play` resumes it)",
	"In progress: %d games (%s); `tablemate play` resumes the last played, `tablemate play --game ID` the one you choose",
	"Players (%d scored games)",
	"Civilizations (players' seats, not the Automa's)",
	"Against the Automa",
	"finished", "abandoned", "playing",
	", solo", ", %d Automas", " (difficulty %d)",
	"# %s, game %d", "- Started: %s", "- Finished: %s", "- Status: %s", "- Mode: %s",
	"Result", "Rank", "Score", "Civilization", "Winner",
	"Automa difficulty: %d",
	"Undone (redo stack, next to redo last):",
}
