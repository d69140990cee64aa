package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// onTerminal is a program run under a pseudo-terminal, everything it
// writes read as it comes (a program whose terminal is not read stops
// writing).
type onTerminal struct {
	tb    testing.TB
	cmd   *exec.Cmd
	tty   *os.File
	mu    sync.Mutex
	seen  bytes.Buffer
	wrote chan struct{} // a token after each read
	ended chan struct{} // closed when the terminal gives no more
}

// startOnTerminal starts bin with args and env under a pseudo-terminal of
// cols x rows.
func startOnTerminal(tb testing.TB, env []string, cols, rows uint16, bin string, args ...string) *onTerminal {
	tb.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: rows, Cols: cols})
	if err != nil {
		tb.Fatal(err)
	}
	p := &onTerminal{tb: tb, cmd: cmd, tty: tty, wrote: make(chan struct{}, 1), ended: make(chan struct{})}
	go func() {
		defer close(p.ended)
		buf := make([]byte, 64<<10)
		for {
			n, err := tty.Read(buf)
			p.mu.Lock()
			p.seen.Write(buf[:n])
			p.mu.Unlock()
			select {
			case p.wrote <- struct{}{}:
			default:
			}
			if err != nil {
				return
			}
		}
	}()
	return p
}

// output is everything the program wrote so far.
func (p *onTerminal) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.seen.String()
}

// waitFor waits until the program has written want (30 s at most).
func (p *onTerminal) waitFor(want string) {
	p.tb.Helper()
	timeout := time.After(30 * time.Second)
	for !strings.Contains(p.output(), want) {
		select {
		case <-p.wrote:
		case <-p.ended:
			if !strings.Contains(p.output(), want) {
				p.kill()
				p.tb.Fatalf("%s: %q never shown: %q", filepath.Base(p.cmd.Path), want, p.output())
			}
		case <-timeout:
			p.kill()
			p.tb.Fatalf("%s: %q not shown in 30 s: %q", filepath.Base(p.cmd.Path), want, p.output())
		}
	}
}

// press types keys.
func (p *onTerminal) press(keys string) { p.tty.Write([]byte(keys)) }

// wait waits for the program to end by itself and gives how it ended.
func (p *onTerminal) wait() error {
	err := p.cmd.Wait()
	p.tty.Close()
	<-p.ended
	return err
}

// kill stops the program as a closed terminal or kill -9 does.
func (p *onTerminal) kill() {
	p.cmd.Process.Kill()
	p.cmd.Wait()
	p.tty.Close()
	<-p.ended
}
