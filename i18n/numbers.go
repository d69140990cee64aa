package i18n

import "strconv"

// Decimal is x with places decimals as the language writes a number: "22.5"
// in English and Japanese, "22,5" in Spanish, Czech and French (by
// golang.org/x/text/message's number formatting, which also groups the
// thousands). English is strconv's, as fmt's %.1f prints it, so machine
// outputs written in English stay as they were.
func (l *Localizer) Decimal(x float64, places int) string {
	if l.lang == English {
		return strconv.FormatFloat(x, 'f', places, 64)
	}
	return l.p.Sprintf("%.*f", places, x)
}
