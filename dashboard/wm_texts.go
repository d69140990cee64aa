package dashboard

// World Monuments messages of the dashboard's forms (English keys,
// translated by d.t).
const (
	msgGemsAtEnd      = "The gems are shown at the end of the game (W-END-1): g opens their form once the game is over."
	msgGemsAllIn      = "Every player's gems are in: press s for the final table."
	msgCompleteByPlan = "With the construction plan given, the game ends by itself when the monument's last token is built (W-END-1)."
)

const wmWhoAllGems = "All gems are in: press s for the final table"
