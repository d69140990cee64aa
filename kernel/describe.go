package kernel

// Description is what a saved game's setup line says of the game, read by
// the game that owns the line: the history, the exports and the BG Stats
// play show any game from it without knowing which game it is.
type Description struct {
	// Mode is how the game is played ("standard, solo (difficulty 3)") and
	// Monument the monument built ("Notre-Dame"), each nil for a game that
	// has none; each is shown under its own name (the history's JSON mode or
	// monument, the markdown's Mode or Monument line, the CSV's monument
	// row). A line the game cannot read gives Unknown in the one it uses.
	Mode     Messager
	Monument Messager
	// ModeName is the mode's stable English id ("standard", "continuous"),
	// "" for a game without modes: the history's JSON gives it as a field.
	ModeName string
	// Seats are the names in seat order, Automas included; Start is the
	// index of the seat that plays first, -1 when not known.
	Seats []string
	Start int
	// Automas are the seats the Automas play, in the game's Automa order
	// (Automa 1 first); none when no Automa plays.
	Automas []AutomaSeat
	// Modules are the expansions and modules played, by their setup ids
	// ("lostkingdoms", "celebrities": i18n's Module names them); none for a
	// game that has none.
	Modules []string
	// Note is a remark for a play record (BG Stats' comments), worded where
	// it is shown: "continuous mode", the modules played, the monument; nil
	// for none.
	Note Messager
}

// AutomaSeat is one Automa as a setup line gives it: its seat (an index in
// Description.Seats), its own difficulty, and its part as a play record
// names it, worded where it is shown ("Automa, difficulty 3 (hard)").
type AutomaSeat struct {
	Seat       int
	Difficulty int
	Role       Messager
}

// Unknown is the mode or monument of a setup line its game cannot read.
var Unknown Messager = Phrase{Format: "?"}

// ResultFields are the fields of PlayerResult, beyond the name, score, rank and
// winner, that a game's results hold: the exports' columns. A game says
// which (Kind.Fields) because a zero is a value: Monumental's 0 Gold is
// shown, World Monuments has no Gold to show.
type ResultFields uint8

const (
	FieldCivilization ResultFields = 1 << iota
	FieldAutoma
	FieldGold
	FieldCulture
	FieldGems
)

// Has reports whether all of f are among fs.
func (fs ResultFields) Has(f ResultFields) bool { return fs&f == f }

// ScoreCategory is a way a game scores points, as the exports name it.
type ScoreCategory struct {
	// Key is the stable English id: the CSV's column and the JSON's key
	// ("knowledge").
	Key string
	// Name is how a reader sees it, worded where it is shown ("Knowledge").
	Name Messager
}
