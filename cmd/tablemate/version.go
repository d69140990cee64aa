package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"tablemate/internal/cmddoc"

	"github.com/spf13/cobra"
)

// version, when set at build time with -ldflags "-X main.version=v1.2.3",
// overrides the module version read from the build info (a packager's
// build from a tarball has no VCS stamp).
var version = ""

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the tablemate version, VCS revision and Go version",
		Long: "Prints the module version (a tag or a pseudo-version after `go install`), the VCS\n" +
			"revision it was built from and whether the tree had local changes, and the Go\n" +
			"version and platform. `tablemate --version` prints the same.",
		Args: cmddoc.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return printVersion(cmd) },
	}
}

// printVersion prints the version text: `tablemate version` and
// `tablemate --version` alike.
func printVersion(cmd *cobra.Command) error {
	_, err := fmt.Fprintln(cmd.OutOrStdout(), versionText(debug.ReadBuildInfo()))
	return err
}

// versionText formats what `tablemate version` prints from the build info:
//
//	tablemate v1.2.3
//	revision 0123456789ab (modified), 2026-01-02T03:04:05Z
//	go1.26.8 linux/amd64
//
// A build without VCS stamping (-buildvcs=false, or outside a repository)
// says so instead of printing an empty revision.
func versionText(bi *debug.BuildInfo, ok bool) string {
	v := version
	if v == "" && ok && bi.Main.Version != "" {
		v = bi.Main.Version // "(devel)" from a plain `go build` in a checkout
	}
	if v == "" {
		v = "(unknown)"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "tablemate %s\n", v)
	settings := map[string]string{}
	goVersion := runtime.Version()
	if ok {
		for _, s := range bi.Settings {
			settings[s.Key] = s.Value
		}
		if bi.GoVersion != "" {
			goVersion = bi.GoVersion
		}
	}
	if rev := settings["vcs.revision"]; rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		b.WriteString("revision " + rev)
		if settings["vcs.modified"] == "true" {
			b.WriteString(" (modified)")
		}
		if t := settings["vcs.time"]; t != "" {
			b.WriteString(", " + t)
		}
		b.WriteString("\n")
	} else {
		b.WriteString("revision unknown (built without VCS information)\n")
	}
	goos, goarch := settings["GOOS"], settings["GOARCH"]
	if goos == "" {
		goos, goarch = runtime.GOOS, runtime.GOARCH
	}
	fmt.Fprintf(&b, "%s %s/%s", goVersion, goos, goarch)
	return b.String()
}
