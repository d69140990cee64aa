package main

import (
	"io"
	"testing"
)

func BenchmarkTmpRootVersion(b *testing.B) {
	b.Setenv("TABLEMATE_CONFIG", "/tmp/none.yaml")
	for i := 0; i < b.N; i++ {
		root := newRootCmd()
		root.SetArgs([]string{"version"})
		root.SetOut(io.Discard)
		run(root, io.Discard)
	}
}
func BenchmarkTmpRootOnly(b *testing.B) {
	for i := 0; i < b.N; i++ {
		newRootCmd()
	}
}
