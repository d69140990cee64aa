package store

// VerifyLater opens an existing database without SQLite's full integrity
// check, which reads every page (1.8 ms of a 5,000-action game's resume,
// half a second at 10,000 games): the store reads at once and runs the
// check before its first write (or when Verify is called). The dashboard
// draws a resumed game first, then verifies. The header, the schema
// version and the tables are still checked at Open; a schema that needs
// migrating is checked in full at Open, before it is written.
func VerifyLater() Option { return func(s *Store) { s.verifyLater = true } }

// deferVerify leaves the integrity check for later when Open was asked to
// (later) and no migration is due; until then the connection is read-only
// (query_only), so no write can reach an unchecked file.
func (s *Store) deferVerify(later bool) error {
	if !later {
		return nil
	}
	var version int
	if err := s.db.QueryRow(`PRAGMA user_version`).Scan(&version); err != nil {
		return s.busy(err)
	}
	if version < SchemaVersion {
		return s.integrity()
	}
	if _, err := s.db.Exec(`PRAGMA query_only = 1`); err != nil {
		return s.busy(err)
	}
	s.unverified = true
	return nil
}

// Verify runs the integrity check Open left for later (VerifyLater); a
// damaged file is a DamagedError and stays read-only. It does nothing on a
// store already checked.
func (s *Store) Verify() error {
	s.verifyMu.Lock()
	defer s.verifyMu.Unlock()
	if !s.unverified {
		return s.damaged
	}
	// Unchanged since a store that checked it closed it: not read again.
	if !unchangedSinceChecked(s.marks, s.path) {
		if err := s.integrity(); err != nil {
			s.damaged = err
			s.unverified = false
			return err
		}
	}
	s.foundSound()
	if _, err := s.db.Exec(`PRAGMA query_only = 0`); err != nil {
		return s.busy(err)
	}
	s.unverified = false
	return nil
}

// integrity is SQLite's full integrity check of the open file. It reads
// every page once: through a small page cache, so that the check of a
// long game's file does not leave the program holding all of it.
func (s *Store) integrity() error {
	var ok string
	s.db.Exec(`PRAGMA cache_size = -256`)
	defer s.db.Exec(`PRAGMA cache_size = -2000`)
	if err := s.db.QueryRow(`PRAGMA integrity_check(1)`).Scan(&ok); err != nil || ok != "ok" {
		return &DamagedError{Path: s.path, Writing: true}
	}
	return nil
}

// writable says whether the store may write: never when opened read-only;
// one opened with VerifyLater runs its integrity check first.
func (s *Store) writable() error {
	if s.readOnly {
		return ErrReadOnly
	}
	return s.Verify()
}
