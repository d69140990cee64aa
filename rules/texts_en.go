package rules

// order is every rule ID, as RULES.md lists them.
var order = []string{
	"M-SETUP-1", "M-SETUP-2", "M-SETUP-3", "M-SETUP-4", "M-SETUP-5",
	"M-TURN-1", "M-REFILL-1", "M-REFILL-2", "M-REFILL-3", "M-REFILL-4", "M-END-1", "M-END-2",
	"M-SCORE-1", "M-SCORE-2", "M-SCORE-3", "M-SCORE-4",
	"M-SOLO-1", "M-SOLO-2", "M-SOLO-3", "M-SOLO-4", "M-SOLO-5",
	"C-SETUP-1", "C-SETUP-2", "C-ROUND-1", "C-CITY-1", "C-ACT-1", "C-ACT-2", "C-ACT-3", "C-PASS-1",
	"C-MAINT-1", "C-DEV-1", "C-DEV-2", "C-END-1", "C-HERO-1", "C-MONSTER-1",
	"W-SETUP-1", "W-ROUND-1", "W-QUARRY-1", "W-QUARRY-2", "W-QUARRY-3", "W-BUILD-1", "W-BUILD-2",
	"W-PASS-1", "W-ROUND-2", "W-END-1", "W-TRACK-1",
}

// rulesEN is every rule in English, in our own words from the rulebooks
// (seeds/ in the project's shared notes, digested in RULES.md). Where a
// source is unclear the text says which reading tablemate takes.
var rulesEN = catalogue{
	// Monumental: setup
	"M-SETUP-1": {"Players", "Monumental is played by 1 to 4 players, or 5 with the Lost Kingdoms expansion. A single player plays against the Automa (the M-SOLO rules)."},
	"M-SETUP-2": {"The Development deck", "Each era's cards are shuffled on their own and stacked face down: Era III at the bottom, Era II above it, Era I on top, each era topped by its Separation card. A Separation card that is revealed leaves the game and the next card takes its place. The deck is never shuffled as a whole. How many cards each era has depends on the printing and the expansions, so tablemate takes the era sizes as a setting (by default 15, 12 and 8 cards; 19, 16 and 12 with 5 players)."},
	"M-SETUP-3": {"The display", "The top 6 cards are dealt face up in a line beside the deck; slot 1 is the one nearest the deck, and \"the card furthest from the deck\" is in the last slot. With 2 players, and solo, the display is two rows of 3."},
	"M-SETUP-4": {"Basic buildings", "Workshops, Laboratories and Archery Ranges are three face-up piles of 10 cards each, bought while cards remain in the pile."},
	"M-SETUP-5": {"Start player", "The player who most recently visited another country starts; turns go clockwise."},
	// Monumental: a turn
	"M-TURN-1":   {"A turn", "A turn has four phases in this order: activate the City, take actions, replenish the City, replenish the display. The display is refilled only at the end of the turn."},
	"M-REFILL-1": {"Refill after taking cards (3-4 players)", "If the player took at least one card from the display this turn, the remaining cards slide away from the deck to close the gaps, then new cards are dealt until the display has 6 again, whatever their era."},
	"M-REFILL-2": {"Refill after taking no card (3-4 players)", "If the player took no card from the display, the card furthest from the deck goes to the display's discard pile, the others slide away from the deck, and one new card is dealt into the gap nearest the deck."},
	"M-REFILL-3": {"Refill with two rows (2 players and solo)", "Each row of 3 is refilled on its own: a row the player took a card from slides and is refilled to 3; a row the player took nothing from loses its furthest card, slides and gets one new card. A turn with no card taken treats both rows that way."},
	"M-REFILL-4": {"Separation cards and an empty deck", "A Separation card dealt into the display leaves the game and the next card replaces it; from there the display's new cards are of the next era. When the deck cannot fill every gap, the gaps stay empty."},
	"M-END-1":    {"The end of the game", "The end is triggered when the last card of the Development deck is dealt into the display at the end of a turn. Play goes on until the player to the start player's right has had a turn, then everyone has one last turn, so all players have had the same number of turns."},
	"M-END-2":    {"No discard after the end is triggered (FAQ)", "Once the end has been triggered, a turn in which no card was taken no longer discards the card furthest from the deck. This follows the publisher's FAQ; the printed rulebook still discards. tablemate follows the FAQ."},
	// Monumental: scoring
	"M-SCORE-1": {"Achievements", "At the end each Knowledge card scores 1 point, each Wonder 2, each Cultural Policy developed 2 and each Province controlled 1. Archived cards score nothing."},
	"M-SCORE-2": {"Dominance", "In each of the four categories (Knowledge, Provinces, Wonders, Cultural Policies) the player with the most gains 3 more points; players tied for the most each gain 3. Reading taken: a category in which nobody has anything gives no bonus; a setting applies the literal reading (everyone tied at 0 gains 3)."},
	"M-SCORE-3": {"The winner", "Most points wins. On a tie, most remaining Gold wins, then most Culture; still tied, the victory is shared."},
	"M-SCORE-4": {"The Automa's score", "The Automa is scored like a player, from the cards and Provinces it gathered."},
	// Monumental: solo
	"M-SOLO-1": {"Solo setup", "Solo uses a two-player map. The player picks a civilization and one for the Automa; the display is two rows of 3, as with two players."},
	"M-SOLO-2": {"The Automa plays first", "In a solo game the Automa takes the first turn; then turns alternate as usual."},
	"M-SOLO-3": {"An Automa turn", "Reveal the top card of the Solo deck and carry out its actions from the top: a possible action is done, an impossible one is skipped, until every possible action has been done. Some actions belong to one civilization or one type of civilization only."},
	"M-SOLO-4": {"What the Automa gains", "Cards the Automa gains go face up into its play area and count for its score. An Exploration or Market token it claims leaves the game."},
	"M-SOLO-5": {"The Solo cards as data", "The rulebook does not print the Solo cards. tablemate reads the Automa's deck from a data file: the shipped default or a table's own transcription of its printed cards."},
	// Monumental: continuous mode
	"C-SETUP-1":   {"Continuous mode: the display", "The display is one row of 6 cards with 2 players, 7 with 3, 8 with 4 and 9 with 5 (5 players need Lost Kingdoms)."},
	"C-SETUP-2":   {"Continuous mode: the start marker", "The start player takes the Era I Separation card as the marker of the round's start player. Action markers are kept in a common pile."},
	"C-ROUND-1":   {"Continuous mode: rounds", "The game is played in rounds, each with four phases: City, Actions, Maintenance, Development."},
	"C-CITY-1":    {"Continuous mode: City phase", "From the start player clockwise, each civilization activates one row and one column of its City and gains their resources at once; no card's text effect is used yet."},
	"C-ACT-1":     {"Continuous mode: Actions phase", "From the start player clockwise, each civilization takes ONE turn action (acquire a card, complete a Wonder, develop a Cultural Policy, conquer, move armies, build an Outpost, move Explorers, use an activated card's or a Cultural Policy's effect, scientific progress) or passes."},
	"C-ACT-2":     {"Continuous mode: action markers", "A card effect used, or an Explorer action taken, gets an action marker and cannot be used again this round. An Explorer may still move after its action."},
	"C-ACT-3":     {"Continuous mode: free actions", "Benefits triggered by the turn action come with it for free: Exploration tokens, one-off Wonder and Policy effects, the Warlord's conquest benefit, cards drawn by scientific progress, and using a token from the personal supply. An effect that only needs a condition met earlier in the round is a turn action of its own."},
	"C-PASS-1":    {"Continuous mode: passing", "Instead of an action a civilization may pass: it takes no more actions this round and at once discards its remaining resource counters, keeping Gold, Culture and Production tokens. The Actions phase ends when everyone has passed."},
	"C-MAINT-1":   {"Continuous mode: Maintenance", "Everyone at once discards the activated City cards and removes the action markers, then replenishes the City as in the standard game."},
	"C-DEV-1":     {"Continuous mode: Development, discards", "If fewer cards were taken from the display this round than there are civilizations, cards are discarded, furthest from the deck first, until as many cards are missing as there are civilizations. This is the Czech and Japanese reading; the Spanish text can be read as \"until as many cards remain\". tablemate follows the first by default; the other is a setting."},
	"C-DEV-2":     {"Continuous mode: Development, refill", "The remaining cards slide away from the deck and new cards are dealt into the empty slots, furthest from the deck first. The Era I Separation card then passes to the next civilization clockwise and a new round starts."},
	"C-END-1":     {"Continuous mode: the end", "If the Development deck holds 3 cards or fewer when the display is refilled, one last round is played and the game ends after it. Reading taken: the deck is counted right after the refill (when the reminder placed at setup becomes visible); a setting counts it before."},
	"C-HERO-1":    {"Continuous mode: Celebrities", "Hiring a Celebrity (paid in Gold, from the row above the display) is a turn action. A Celebrity given back is set aside with an action marker and still counts as controlled, so no other one can be hired that round; at the Development phase it returns to the row and can be hired again from the next round."},
	"C-MONSTER-1": {"Continuous mode: Monsters", "A revealed Monster's token is discarded and its card placed below the display. All revealed Monsters attack at the end of the round, after the Actions, Maintenance and Development phases, in the order they were revealed."},
	// World Monuments
	"W-SETUP-1":  {"World Monuments: setup", "2 to 4 players agree on one monument and lay out its board; the other boards stay in the box. Each player takes a screen and the scoring marker of its colour; every marker starts on space 10 of the scoring track."},
	"W-ROUND-1":  {"World Monuments: rounds", "The game lasts three rounds, each a Quarry phase then a Construct phase. A start player is chosen before round 1 and puts the worker token in front of their screen; turns go clockwise."},
	"W-QUARRY-1": {"Filling the quarry", "The monument's material overview gives the tokens of each round. They go into the bag and the start player draws them one by one: 1 on each outer-ring space, 2 on each middle-ring space, the rest on the centre. Taj Mahal: in every round one middle-ring space gets only 1 token. Capitol: in round 3 only, two middle-ring spaces get only 1 token each. A table may give the overview's count per round (overview=) so that tablemate knows when the quarry is empty."},
	"W-QUARRY-2": {"Taking tokens from the quarry", "From the start player clockwise, players move the worker and take tokens until the quarry is empty. The start player puts the worker on any outer-ring space (1 space); the next player moves it 2 spaces, the third 3, every later turn 4. One token is taken from each space visited if possible, no space is entered twice in a turn, the move ends on the outer ring, and each turn takes at least one token. With screens=checked each turn's count is entered."},
	"W-QUARRY-3": {"The black token", "When the quarry is empty, the player who took the black token this round returns it to the supply, scores 2 points and takes the worker token: that player starts the Construct phase. Only a player who took tokens this round can hold it."},
	"W-BUILD-1":  {"Building", "From the worker holder clockwise, each player adds exactly one construction token from behind their screen to the monument and scores at once by its level: 1 point on level 1, 3 on level 2, 5 on level 3, 7 on level 4, 9 on level 5. With screens=checked, a build needs a construction token behind the screen (taken, not built, not the returned black token, not a gem kept at a pass)."},
	"W-BUILD-2":  {"The monument's levels", "Tokens on the board are level 1; a token on top of level 1 is level 2, and so on. A token rests on the level below it: all the lower tokens that support an offset token must be in place first. The exact supports and the size of each level are printed on the monument's construction plan, not in the rulebook, so without the plan tablemate only checks that the level below holds a token; with the plan given (levels=), it also refuses a level that is full or that the monument does not have, and ends the game when the last token is built."},
	"W-PASS-1":   {"Passing", "A player with no construction token, or none that fits, must pass and loses 1 point per construction token left behind the screen; gems (blue) cost nothing. A player who passed builds no more this phase; unused tokens and gems stay behind the screen for the next rounds. With screens=checked the tokens and gems told at a pass must add up to what the screen holds."},
	"W-ROUND-2":  {"The next round", "When everyone has passed, the round ends; whoever holds the worker token starts the next round."},
	"W-END-1":    {"The end of the game", "The game ends after round 3, or at once when the monument is complete; then nobody loses points for tokens left behind their screen. Everyone shows their gems, 3 points each. Most points wins; tied players share the victory. Gems never leave a screen, so with screens=checked the final gems are those kept at the last pass (or, after a completed monument, at least those and at most what the screen holds)."},
	"W-TRACK-1":  {"The scoring track", "The track has 60 spaces: past 60 a marker goes on from space 1 and the player adds 60 at the end. tablemate keeps the true total and shows where the physical marker stands."},
}
