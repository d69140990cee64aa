package tracker

import "tablemate/kernel"

// The engine refuses with kernel.RuleError values; these name its kinds.
func ruleErr(kind error, rule, format string, args ...any) *kernel.RuleError {
	return kernel.Refuse(kind, rule, format, args...)
}

func illegal(rule, format string, args ...any) error { return kernel.Illegal(rule, format, args...) }

func badSetup(rule, format string, args ...any) error { return kernel.BadSetup(rule, format, args...) }

func syntaxErr(format string, args ...any) error { return kernel.Syntax(format, args...) }
