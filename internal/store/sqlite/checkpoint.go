package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"time"
)

// checkpointEvery is how often the WAL is copied back into the database.
// A checkpoint inside a commit (SQLite's default, every 1,000 pages) made
// that one request wait for the copy and its fsync; in WAL mode a
// checkpoint on its own connection runs beside writers instead.
const checkpointEvery = time.Second

func (d *DB) startCheckpointer(path string) error {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	cp, err := sql.Open("sqlite", path+"?"+q.Encode())
	if err != nil {
		return fmt.Errorf("checkpointer: %w", err)
	}
	cp.SetMaxOpenConns(1)
	cp.SetMaxIdleConns(1)
	cp.SetConnMaxLifetime(0)
	ctx, cancel := context.WithCancel(context.Background())
	d.cp, d.stopCP, d.checkpoint = cp, cancel, make(chan struct{})
	go d.runCheckpointer(ctx)
	return nil
}

func (d *DB) runCheckpointer(ctx context.Context) {
	defer close(d.checkpoint)
	t := time.NewTicker(checkpointEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			// A last pass, so a closed database leaves little WAL.
			if _, err := d.cp.Exec(`PRAGMA wal_checkpoint(PASSIVE)`); err != nil {
				d.log.Warn("sqlite checkpoint", "err", err)
			}
			return
		case <-t.C:
		}
		// PASSIVE copies what it can without waiting for readers or the
		// writer.
		if _, err := d.cp.ExecContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`); err != nil && ctx.Err() == nil {
			d.log.Warn("sqlite checkpoint", "err", err)
		}
	}
}
