package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// startEnv is the environment before TestMain points HOME elsewhere:
// package variables are set before TestMain runs. The build below needs
// the user's Go build cache, or it compiles SQLite from scratch.
var startEnv = os.Environ()

func TestVersionTextFromBuildInfo(t *testing.T) {
	t.Parallel()
	stamped := func(version string, settings ...string) *debug.BuildInfo {
		bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "tablemate", Version: version}}
		for i := 0; i+1 < len(settings); i += 2 {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
		}
		return bi
	}
	tests := []struct {
		name string
		bi   *debug.BuildInfo
		ok   bool
		want string
	}{
		{"go install of a tag", stamped("v1.2.3", "vcs.revision", "0123456789abcdef0123", "vcs.time", "2026-01-02T03:04:05Z", "vcs.modified", "false", "GOOS", "darwin", "GOARCH", "arm64"), true,
			"tablemate v1.2.3\nrevision 0123456789ab, 2026-01-02T03:04:05Z\ngo1.26.8 darwin/arm64"},
		{"a checkout with local changes", stamped("v0.0.0-20260102030405-0123456789ab+dirty", "vcs.revision", "0123456789abcdef0123", "vcs.modified", "true", "GOOS", "linux", "GOARCH", "amd64"), true,
			"tablemate v0.0.0-20260102030405-0123456789ab+dirty\nrevision 0123456789ab (modified)\ngo1.26.8 linux/amd64"},
		{"-buildvcs=false", stamped("(devel)", "GOOS", "windows", "GOARCH", "amd64"), true,
			"tablemate (devel)\nrevision unknown (built without VCS information)\ngo1.26.8 windows/amd64"},
		{"no build info", nil, false,
			"tablemate (unknown)\nrevision unknown (built without VCS information)\n" + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := versionText(tt.bi, tt.ok); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestVersionFlagAndCommandPrintTheSame(t *testing.T) {
	t.Parallel()
	flag, err := runTablemate(t, "--version")
	if err != nil {
		t.Fatal(err)
	}
	cmd, err := runTablemate(t, "version")
	if err != nil {
		t.Fatal(err)
	}
	if flag != cmd || !strings.HasPrefix(cmd, "tablemate ") || !strings.Contains(cmd, runtime.Version()) {
		t.Errorf("--version %q, version %q", flag, cmd)
	}
}

// A real build in a fresh git repository carries the revision and the
// modified flag: what `go install` from a clone gives. CI sets
// GOFLAGS=-buildvcs=false, so the build asks for VCS stamping itself.
func TestVersionOfABuildInAGitRepository(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("no git")
	}
	src := filepath.Join("..", "..")
	dir := t.TempDir()
	// The module's own files, without its repository, build artefacts or
	// local temp files.
	err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.Name() == ".git" { // a directory, or a worktree's file pointing at the real repository
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() && rel == "tmp" {
			return filepath.SkipDir
		}
		if d.IsDir() || !d.Type().IsRegular() || (rel == "tablemate" || strings.HasSuffix(rel, ".test")) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(rel)), 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	run := func(name string, args ...string) string {
		t.Helper()
		c := exec.Command(name, args...)
		c.Dir = dir
		// GIT_DIR and GIT_CEILING_DIRECTORIES keep git inside the copy,
		// whatever repository the test itself runs in.
		c.Env = append(startEnv, "GOFLAGS=-buildvcs=true", "GIT_CONFIG_GLOBAL=/dev/null",
			"GIT_DIR="+filepath.Join(dir, ".git"), "GIT_WORK_TREE="+dir, "GIT_CEILING_DIRECTORIES="+filepath.Dir(dir),
			"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
		out, err := c.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
		return string(out)
	}
	run(git, "init", "-q")
	run(git, "add", "-A")
	run(git, "commit", "-q", "-m", "snapshot")
	rev := strings.TrimSpace(run(git, "rev-parse", "HEAD"))
	bin := filepath.Join(dir, "tablemate.bin")
	goCmd := filepath.Join(runtime.GOROOT(), "bin", "go")

	run(goCmd, "build", "-o", bin, "./cmd/tablemate")
	out := run(bin, "--version")
	if !strings.Contains(out, "revision "+rev[:12]+",") || strings.Contains(out, "modified") || !strings.Contains(out, runtime.Version()) {
		t.Errorf("clean tree: %q, want revision %s, not modified", out, rev[:12])
	}

	if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte("changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(goCmd, "build", "-o", bin, "./cmd/tablemate")
	if out := run(bin, "version"); !strings.Contains(out, "revision "+rev[:12]+" (modified)") || !strings.Contains(out, "+dirty") {
		t.Errorf("changed tree: %q, want revision %s (modified) and a +dirty version", out, rev[:12])
	}
}
