package tableview

import (
	"sync"
	"time"
)

// ringSize is how many changes the hub keeps for viewers that have not
// sent them yet: a viewer that falls further behind (a stalled phone)
// skips to the newest, which shows the whole table anyway. It bounds the
// server's memory, whatever the viewers do.
const ringSize = 512

// hub holds the newest snapshots and wakes the viewers' streams on each
// change. A change is published without waiting for any viewer: the
// dashboard's event loop never blocks on a phone.
type hub struct {
	mu   sync.Mutex
	ring []*snapshot // the last ringSize snapshots, oldest first
	next uint64      // the seq of the next snapshot
	// wake is closed, and replaced, by each publish: every stream waiting
	// on it wakes once, with no queue per viewer.
	wake chan struct{}
}

func newHub() *hub {
	h := &hub{wake: make(chan struct{})}
	h.publish(&snapshot{}) // seq 0: no game yet
	return h
}

// publish makes sn the newest snapshot and wakes the streams.
func (h *hub) publish(sn *snapshot) uint64 {
	sn.at = time.Now()
	h.mu.Lock()
	sn.seq = h.next
	h.next++
	if len(h.ring) == ringSize {
		// Shifted rather than resliced, so that the backing array does
		// not keep the dropped snapshots alive.
		copy(h.ring, h.ring[1:])
		h.ring[len(h.ring)-1] = nil
		h.ring = h.ring[:len(h.ring)-1]
	}
	h.ring = append(h.ring, sn)
	old := h.wake
	h.wake = make(chan struct{})
	h.mu.Unlock()
	close(old)
	return sn.seq
}

// latest is the newest snapshot and the channel closed by the next
// publish.
func (h *hub) latest() (*snapshot, <-chan struct{}) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.ring[len(h.ring)-1], h.wake
}

// after is the snapshots newer than seq, oldest first (only the newest
// when seq has left the ring), and the channel closed by the next
// publish.
func (h *hub) after(seq uint64) ([]*snapshot, <-chan struct{}) {
	h.mu.Lock()
	defer h.mu.Unlock()
	newest := h.ring[len(h.ring)-1]
	if newest.seq <= seq {
		return nil, h.wake
	}
	first := h.ring[0].seq
	if seq+1 < first {
		return []*snapshot{newest}, h.wake
	}
	i := int(seq + 1 - first)
	return append([]*snapshot(nil), h.ring[i:]...), h.wake
}
