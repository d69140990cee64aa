package tableview

import (
	"net"
	"strconv"
	"sync"

	"tablemate/kernel"
)

// ErrNoLAN: the machine has no network address other than loopback, so
// phones cannot reach it; --listen 127.0.0.1:PORT still serves this
// machine's own browser.
var ErrNoLAN error = &kernel.Wording{Format: "no local network address found: connect this machine to the table's Wi-Fi, or give --listen HOST:PORT"}

// bind listens on listen: "" is the machine's LAN address and a free port,
// "HOST:PORT" is that (":PORT" or "0.0.0.0:PORT" is every interface, only
// when asked so). It returns the host the page's address is given with:
// for every interface, the LAN address, which a phone can reach.
func bind(listen string) (host string, ln net.Listener, err error) {
	if listen == "" {
		ip, err := LANAddress()
		if err != nil {
			return "", nil, err
		}
		listen = net.JoinHostPort(ip.String(), "0")
	}
	h, _, err := net.SplitHostPort(listen)
	if err != nil {
		return "", nil, kernel.Worded("--listen %q: give HOST:PORT (port 0 picks a free one)", listen)
	}
	ln, err = net.Listen("tcp", listen)
	if err != nil {
		return "", nil, kernel.Worded("cannot listen on %s: %s", listen, err)
	}
	host = h
	if ip := net.ParseIP(h); h == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
		if lan, err := LANAddress(); err == nil {
			host = lan.String()
		}
	}
	return host, ln, nil
}

// LANAddress is the machine's address on the local network: the first
// private IPv4 address of an interface that is up (a home or venue Wi-Fi),
// else any other non-loopback IPv4 address. No packet is sent to find it.
func LANAddress() (net.IP, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	var other net.IP
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			n, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			ip := n.IP.To4()
			switch {
			case ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast():
			case ip.IsPrivate():
				return ip, nil
			case other == nil:
				other = ip
			}
		}
	}
	if other != nil {
		return other, nil
	}
	return nil, ErrNoLAN
}

func portOf(a net.Addr) string {
	if t, ok := a.(*net.TCPAddr); ok {
		return strconv.Itoa(t.Port)
	}
	_, port, _ := net.SplitHostPort(a.String())
	return port
}

// limitListener closes connections beyond n open at once, at once rather
// than queueing them: a flood of idle connections cannot hold the server,
// and a page's EventSource simply tries again.
func limitListener(ln net.Listener, n int) net.Listener {
	return &limited{Listener: ln, sem: make(chan struct{}, n)}
}

type limited struct {
	net.Listener
	sem chan struct{}
}

func (l *limited) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		select {
		case l.sem <- struct{}{}:
			return &limitedConn{Conn: c, release: func() { <-l.sem }}, nil
		default:
			c.Close()
		}
	}
}

type limitedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
