package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"tablemate/automa"
	"tablemate/deckfile"
	"tablemate/internal/inputfile"
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

// readFileLimited reads a file of at most limit bytes, or the command's
// standard input for "-".
func readFileLimited(cmd *cobra.Command, name, what string, limit int64) ([]byte, error) {
	if name == "-" {
		return inputfile.Read(cmd.InOrStdin(), what, phrase("standard input"), limit)
	}
	return inputfile.ReadPath(name, what, limit)
}

// loadDeckFile is the engine's Automa deck source (tracker.DeckSource):
// deckfile.Load with the size limit.
func loadDeckFile(name string) (*automa.Deck, error) {
	if name == "" || name == deckfile.DefaultName {
		return deckfile.Default()
	}
	data, err := inputfile.ReadPath(name, "Automa deck file", maxDeckBytes)
	if err != nil {
		return nil, fmt.Errorf("deckfile: %w", err)
	}
	return deckfile.Parse(data, name)
}
