// Package words is the localizer: T, Text and Sprintf word their first
// argument.
package words

import (
	"fmt"

	"example.com/mod/kernel"
)

type Localizer struct{}

func (l *Localizer) T(key string) string    { return key }
func (l *Localizer) Text(key string) string { return key }

func (l *Localizer) Sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

func (l *Localizer) Error(err error) string {
	switch e := err.(type) {
	case *kernel.RuleError:
		return l.Sprintf("%s", kernel.Phrase{Format: e.Format, Args: e.Args})
	}
	return err.Error()
}

// List joins with a format given by the caller: joinLast is a wording
// helper at its second parameter.
func (l *Localizer) List(items []string) string {
	if len(items) == 0 {
		return l.T("nobody")
	}
	return l.joinLast(items, "%s and %s")
}

func (l *Localizer) joinLast(items []string, format string) string {
	return l.Sprintf(format, items[0], items[len(items)-1])
}
