package cmddoc

import (
	"strings"

	"github.com/spf13/cobra"

	"tablemate/i18n"
	"tablemate/kernel"
)

// usageArgs are the usage lines' argument names that the reader's language
// names its own way (tablemate export PARTIE | --all), each key the name
// and " argument" (kernel.Placeholder); the help texts name them so too.
//
//keyscan:keys
var usageArgs = []string{"GAME argument"}

// UseLine is c's usage line in loc's language: its [flags] and the
// argument names of usageArgs.
func UseLine(c *cobra.Command, loc *i18n.Localizer) string {
	return loc.Message(useLine(c))
}

// useLine is c's usage line as typed parts: [flags] a phrase, each
// argument name of usageArgs a kernel.Placeholder, the rest as it is.
func useLine(c *cobra.Command) kernel.Concat {
	line := c.UseLine()
	var parts kernel.Concat
	for len(line) > 0 {
		i, n, part := len(line), 0, any(nil)
		if j := strings.Index(line, "[flags]"); j >= 0 {
			i, n, part = j, len("[flags]"), kernel.Phrase{Format: "[flags]"}
		}
		for _, key := range usageArgs {
			name := strings.TrimSuffix(key, " argument")
			if j := wholeName(line, name); j >= 0 && j < i {
				i, n, part = j, len(name), kernel.Placeholder(name)
			}
		}
		if i > 0 {
			parts = append(parts, line[:i])
		}
		if part != nil {
			parts = append(parts, part)
		}
		line = line[min(len(line), i+n):]
	}
	return parts
}

// wholeName is where name first stands in s as a whole word of capitals,
// or -1.
func wholeName(s, name string) int {
	from := 0
	for {
		i := strings.Index(s[from:], name)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(name)
		if (i == 0 || !isCapital(s[i-1])) && (end == len(s) || !isCapital(s[end])) {
			return i
		}
		from = end
	}
}

func isCapital(c byte) bool { return c >= 'A' && c <= 'Z' || c == '_' }
