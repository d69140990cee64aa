package cmddoc

import (
	"errors"
	"strconv"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"tablemate/kernel"
)

// The command line's own checks of a command's arguments, in words the
// user's language has (cobra's say "accepts 1 arg(s), received 0" in
// English).

// NoArgs refuses any argument: a command without subcommands takes none,
// so the word is most likely a mistyped command.
func NoArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return kernel.Worded("unknown command %q for %q", args[0], cmd.CommandPath())
	}
	return nil
}

// ExactArgs wants n arguments.
func ExactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return wrongArgCount(cmd, args)
		}
		return nil
	}
}

// AtMostArgs wants at most n arguments.
func AtMostArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return wrongArgCount(cmd, args)
		}
		return nil
	}
}

// wrongArgCount says how many arguments were given and shows the
// command's usage line, which names them.
func wrongArgCount(cmd *cobra.Command, args []string) error {
	// The usage line's [flags] is in the reader's language, as in the help.
	// Its [flags] and argument names are in the reader's language, as in
	// the help.
	return kernel.Worded("wrong number of arguments (%s): the usage is %s", strconv.Itoa(len(args)), useLine(cmd))
}

// FlagError words a mistake pflag found in the flags (an unknown flag, a
// missing or malformed value) as the command line's own message; any other
// error is kept.
func FlagError(err error) error {
	var (
		unknown  *pflag.NotExistError
		noValue  *pflag.ValueRequiredError
		badValue *pflag.InvalidValueError
		syntax   *pflag.InvalidSyntaxError
		number   *strconv.NumError
	)
	switch {
	case errors.As(err, &unknown) && unknown.GetSpecifiedShortnames() != "":
		return kernel.Worded("unknown flag -%s in -%s", firstRune(unknown.GetSpecifiedName()), unknown.GetSpecifiedShortnames())
	case errors.As(err, &unknown):
		return kernel.Worded("unknown flag --%s", unknown.GetSpecifiedName())
	case errors.As(err, &noValue) && noValue.GetSpecifiedShortnames() != "":
		return kernel.Worded("-%s needs a value", firstRune(noValue.GetSpecifiedName()))
	case errors.As(err, &noValue):
		return kernel.Worded("--%s needs a value", noValue.GetSpecifiedName())
	case errors.As(err, &badValue) && errors.As(err, &number) && number.Func == "ParseBool":
		return kernel.Worded("--%s %q: give true or false", badValue.GetFlag().Name, badValue.GetValue())
	case errors.As(err, &badValue) && errors.As(err, &number):
		return kernel.Worded("--%s %q: give a whole number", badValue.GetFlag().Name, badValue.GetValue())
	case errors.As(err, &badValue):
		return kernel.Worded("--%s %q: %s", badValue.GetFlag().Name, badValue.GetValue(), errors.Unwrap(badValue))
	case errors.As(err, &syntax):
		return kernel.Worded("%q is not a flag: write --name or --name=value", syntax.GetSpecifiedFlag())
	}
	return err
}

// firstRune is a short flag's letter: pflag names it by the rest of the
// word it was found in.
func firstRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return s
}
