package kernel

// CountOf is a count with its noun, worded where it is shown: the key one
// for 1, else other (a language with more forms selects among them in its
// plural catalogue).
func CountOf(n int, one, other string) Phrase {
	if n == 1 {
		return Phrase{Format: one, Args: []any{n}}
	}
	return Phrase{Format: other, Args: []any{n}}
}
