package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"tablemate/automa"
	"tablemate/deckfile"
	"tablemate/kernel"
)

// Sizes of the files the commands read, so that a wrong or hostile file
// (a disk image given as a script, /dev/zero) is refused at once instead of
// filling the memory. Each is far above a real file: a 5,000-action game's
// script is about 100 KiB, the embedded Automa deck 14 KiB. The tallies
// file's limit is scorefile.MaxFileBytes (256 KiB).
const (
	maxScriptBytes = 8 << 20
	maxDeckBytes   = 1 << 20
)

// tooLarge is the error for an input over its limit. what names the kind
// of input ("script"), a catalogue key.
func tooLarge(what string, name any, limit int64) error {
	// The unit as each language writes it (Kio, Mio in French).
	size := kernel.Phrase{Format: "%d KiB", Args: []any{limit >> 10}}
	if limit%(1<<20) == 0 {
		size = kernel.Phrase{Format: "%d MiB", Args: []any{limit >> 20}}
	}
	return errorf("%s %s is larger than %s, the most tablemate reads: is it the right file?", phrase(what), name, size)
}

// readLimited reads r up to limit bytes; more is an error naming the input
// (a file's name, or a phrase such as "standard input").
func readLimited(r io.Reader, what string, name any, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, errorf("cannot read %s: %s", name, fileError{unwrapPathError(err)})
	}
	if int64(len(data)) > limit {
		return nil, tooLarge(what, name, limit)
	}
	return data, nil
}

// readFileLimited reads a file of at most limit bytes, or the command's
// standard input for "-".
func readFileLimited(cmd *cobra.Command, name, what string, limit int64) ([]byte, error) {
	if name == "-" {
		return readLimited(cmd.InOrStdin(), what, phrase("standard input"), limit)
	}
	return readPathLimited(name, what, limit)
}

// readPathLimited reads a file of at most limit bytes. A directory is
// refused with what it is; a regular file over the limit before a byte is
// read.
func readPathLimited(name, what string, limit int64) ([]byte, error) {
	// A named pipe or a device is refused before it is opened: opening
	// a pipe waits for a writer, and /dev/zero never ends.
	if fi, err := os.Stat(name); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return nil, errorf("cannot read %s: it is %s, not a file: give the %s itself, or - to read standard input", name, phrase(specialFile(fi.Mode())), phrase(what))
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, errorf("cannot read %s: %s", name, fileError{unwrapPathError(err)})
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil {
		switch {
		case fi.IsDir():
			return nil, errorf("cannot read %s: it is a directory, not a %s", name, phrase(what))
		case fi.Mode().IsRegular() && fi.Size() > limit:
			return nil, tooLarge(what, name, limit)
		}
	}
	return readLimited(f, what, name, limit)
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

// loadDeckFile is the engine's Automa deck source (tracker.DeckSource):
// deckfile.Load with the size limit.
func loadDeckFile(name string) (*automa.Deck, error) {
	if name == "" || name == deckfile.DefaultName {
		return deckfile.Default()
	}
	data, err := readPathLimited(name, "Automa deck file", maxDeckBytes)
	if err != nil {
		return nil, fmt.Errorf("deckfile: %w", err)
	}
	return deckfile.Parse(data, name)
}
