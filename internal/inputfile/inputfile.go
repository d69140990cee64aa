// Package inputfile reads the files a command is given (a script, an
// Automa deck, a tallies file) with a size limit, so that a wrong or
// hostile file (a disk image given as a script, /dev/zero, a named pipe) is
// refused at once, with words a user can act on, instead of filling the
// memory or waiting forever.
package inputfile

import (
	"errors"
	"io"
	"io/fs"
	"os"

	"tablemate/kernel"
)

// TooLarge is the error for an input over its limit. what names the kind
// of input ("script"), a catalogue key.
func TooLarge(what string, name any, limit int64) error {
	// The unit as each language writes it (Kio, Mio in French).
	size := kernel.Phrase{Format: "%d KiB", Args: []any{limit >> 10}}
	if limit%(1<<20) == 0 {
		size = kernel.Phrase{Format: "%d MiB", Args: []any{limit >> 20}}
	}
	return kernel.Worded("%s %s is larger than %s, the most tablemate reads: is it the right file?", kernel.Phrase{Format: what}, name, size)
}

// Read reads r up to limit bytes; more is an error naming the input (a
// file's name, or a phrase such as "standard input").
func Read(r io.Reader, what string, name any, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, kernel.Worded("cannot read %s: %s", name, Refusal{unwrapPathError(err)})
	}
	if int64(len(data)) > limit {
		return nil, TooLarge(what, name, limit)
	}
	return data, nil
}

// ReadPath reads a file of at most limit bytes. A directory is refused
// with what it is; a regular file over the limit before a byte is read.
func ReadPath(name, what string, limit int64) ([]byte, error) {
	// A named pipe or a device is refused before it is opened: opening
	// a pipe waits for a writer, and /dev/zero never ends.
	if fi, err := os.Stat(name); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return nil, kernel.Worded("cannot read %s: it is %s, not a file: give the %s itself, or - to read standard input", name, kernel.Phrase{Format: specialFile(fi.Mode())}, kernel.Phrase{Format: what})
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, kernel.Worded("cannot read %s: %s", name, Refusal{unwrapPathError(err)})
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil {
		switch {
		case fi.IsDir():
			return nil, kernel.Worded("cannot read %s: it is a directory, not a %s", name, kernel.Phrase{Format: what})
		case fi.Mode().IsRegular() && fi.Size() > limit:
			return nil, TooLarge(what, name, limit)
		}
	}
	return Read(f, what, name, limit)
}

// specialFile says what a file that is not a regular one is, a catalogue
// key.
func specialFile(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a socket or another special file"
}

// Refusal is the operating system's refusal to read or write a file. The
// two a user meets (the file is missing, it is not allowed) are worded by
// the program, so they can be translated; any other keeps the system's
// words.
type Refusal struct{ Err error }

func (e Refusal) Error() string { return e.Err.Error() }
func (e Refusal) Unwrap() error { return e.Err }

// RefusalKey is the key of a refusal the program words itself, "" for the
// others.
func RefusalKey(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no such file or directory"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	}
	return ""
}

func (e Refusal) Message() (string, []any) {
	if key := RefusalKey(e.Err); key != "" {
		return key, nil
	}
	return "%s", []any{e.Err.Error()}
}

// Unwrapped is a path error's cause, which says what went wrong without
// repeating the path the message already names.
func Unwrapped(err error) error { return unwrapPathError(err) }

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
