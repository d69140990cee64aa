package config

import (
	"path/filepath"
	"strings"
	"testing"
)

// XDG on Linux and wherever XDG_* is set; the platform's own user
// directory on macOS and Windows, for config and data alike.
func TestDefaultPathsFollowThePlatform(t *testing.T) {
	t.Parallel()
	home := "/home/ana"
	tests := []struct {
		goos       string
		env        []string
		cfg, db    string
		wantErrStr string
	}{
		{"linux", []string{"HOME=" + home}, filepath.Join(home, ".config", "tablemate", "config.yaml"), filepath.Join(home, ".local", "share", "tablemate", "tablemate.db"), ""},
		{"linux", []string{"HOME=" + home, "XDG_CONFIG_HOME=/xdg/c", "XDG_DATA_HOME=/xdg/d"}, "/xdg/c/tablemate/config.yaml", "/xdg/d/tablemate/tablemate.db", ""},
		{"freebsd", []string{"HOME=" + home, "XDG_DATA_HOME=relative"}, filepath.Join(home, ".config", "tablemate", "config.yaml"), filepath.Join(home, ".local", "share", "tablemate", "tablemate.db"), ""},
		{"darwin", []string{"HOME=" + home}, filepath.Join(home, "Library", "Application Support", "tablemate", "config.yaml"), filepath.Join(home, "Library", "Application Support", "tablemate", "tablemate.db"), ""},
		{"darwin", []string{"HOME=" + home, "XDG_CONFIG_HOME=/xdg/c"}, "/xdg/c/tablemate/config.yaml", filepath.Join(home, "Library", "Application Support", "tablemate", "tablemate.db"), ""},
		// The config roams, the games stay on the machine.
		{"windows", []string{"HOME=" + home, "APPDATA=/Users/ana/AppData/Roaming", "LOCALAPPDATA=/Users/ana/AppData/Local"}, "/Users/ana/AppData/Roaming/tablemate/config.yaml", "/Users/ana/AppData/Local/tablemate/tablemate.db", ""},
		{"windows", []string{"HOME=" + home, "XDG_DATA_HOME=/xdg/d", "AppData=/r"}, "/r/tablemate/config.yaml", "/xdg/d/tablemate/tablemate.db", ""},
		{"windows", []string{"HOME=" + home}, "", "", "AppData environment variable is not set"},
		{"windows", []string{"HOME=" + home, "AppData=/r"}, "/r/tablemate/config.yaml", "", "LocalAppData environment variable is not set"},
	}
	for _, tt := range tests {
		t.Run(tt.goos+" "+strings.Join(tt.env[1:], " "), func(t *testing.T) {
			cfg, explicit, err := ConfigPath(LoadOptions{Env: tt.env, GOOS: tt.goos})
			if tt.wantErrStr != "" && tt.cfg != "" {
				// The config directory is known, the data directory is not.
				if err != nil || cfg != filepath.FromSlash(tt.cfg) {
					t.Errorf("config file %q (%v), want %q", cfg, err, tt.cfg)
				}
				if _, err := Load(LoadOptions{Env: tt.env, GOOS: tt.goos}); err == nil || !strings.Contains(err.Error(), tt.wantErrStr) {
					t.Errorf("err = %v, want %q", err, tt.wantErrStr)
				}
				if s, err := Load(LoadOptions{Env: tt.env, GOOS: tt.goos, Flags: map[string]string{"database": "/games.db"}}); err != nil || s.Database != "/games.db" {
					t.Errorf("--db given: %v", err)
				}
				return
			}
			if tt.wantErrStr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErrStr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErrStr)
				}
				return
			}
			if err != nil || explicit || cfg != filepath.FromSlash(tt.cfg) {
				t.Errorf("config file %q (explicit %v, %v), want %q", cfg, explicit, err, tt.cfg)
			}
			s := mustLoad(t, LoadOptions{Env: tt.env, GOOS: tt.goos})
			if s.Database != filepath.FromSlash(tt.db) {
				t.Errorf("database %q, want %q", s.Database, tt.db)
			}
		})
	}
}
