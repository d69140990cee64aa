package tableview

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// serveEvents is a page's live stream (server-sent events). Its first event
// is the whole table as it stands, so a page that reconnects (a phone
// woken up) catches up at once; then one event per change, in order. Each
// event is "state", its id the change's number and its data the table's
// HTML in the page's language. A viewer more than ringSize changes behind
// skips to the newest, which shows everything anyway.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	if n := s.viewers.Add(1); int(n) > s.max {
		s.viewers.Add(-1)
		s.log.Warn(s.loc.T("table view: viewer refused, too many"), "remote", r.RemoteAddr, "max", s.max)
		w.Header().Set("Retry-After", "10")
		http.Error(w, http.StatusText(http.StatusServiceUnavailable), http.StatusServiceUnavailable)
		return
	}
	defer s.viewers.Add(-1)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	if r.Method == http.MethodHead {
		return
	}
	lang := pickLang(r, s.lang)
	rc := http.NewResponseController(w)
	s.log.Info(s.loc.T("table view: viewer connected"), "remote", r.RemoteAddr, "lang", langs[lang].code, "viewers", s.Viewers())
	defer func() {
		s.log.Info(s.loc.T("table view: viewer left"), "remote", r.RemoteAddr, "viewers", s.Viewers()-1)
	}()

	// One event at a time through one small buffer: a viewer far behind
	// costs its place in the ring, not a copy of every event it missed.
	var buf bytes.Buffer
	send := func(flush bool) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(writeTimeout))
		if _, err := w.Write(buf.Bytes()); err != nil {
			return false
		}
		buf.Reset()
		return !flush || rc.Flush() == nil
	}
	fmt.Fprintf(&buf, "retry: %d\n\n", retryMS)
	first, wake := s.hub.latest()
	writeEvent(&buf, first, lang)
	sent := first.seq
	if !send(true) {
		return
	}
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	for {
		select {
		case <-wake:
			var snaps []*snapshot
			snaps, wake = s.hub.after(sent)
			for i, sn := range snaps {
				writeEvent(&buf, sn, lang)
				sent = sn.seq
				if !send(i == len(snaps)-1) {
					return
				}
			}
		case <-ping.C:
			buf.WriteString(": ping\n\n")
			if !send(true) {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}

// writeEvent appends a snapshot as one event: its HTML goes line by line
// into data fields, which the browser joins back with newlines.
func writeEvent(buf *bytes.Buffer, sn *snapshot, lang int) {
	buf.WriteString("id: ")
	buf.WriteString(strconv.FormatUint(sn.seq, 10))
	buf.WriteString("\nevent: state\n")
	html := sn.fragment(lang)
	for len(html) > 0 {
		line := html
		if i := bytes.IndexByte(html, '\n'); i >= 0 {
			line, html = html[:i], html[i+1:]
		} else {
			html = nil
		}
		buf.WriteString("data: ")
		buf.Write(bytes.TrimSuffix(line, []byte("\r")))
		buf.WriteByte('\n')
	}
	buf.WriteByte('\n')
}
