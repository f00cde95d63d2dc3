package sqlite

import (
	"io/fs"
	"strconv"
	"strings"
	"testing"
)

// embeddedMigrations counts Folio's migration files and returns the
// version of the last one, so that the migration tests need no edit when
// a migration is added (versions may have gaps while one is in review).
func embeddedMigrations(t *testing.T) (count, last int) {
	t.Helper()
	entries, err := fs.ReadDir(migrations, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || !strings.HasSuffix(e.Name(), ".sql") {
			t.Fatalf("migration %s: want NNNNN_name.sql", e.Name())
		}
		count++
		last = max(last, v)
	}
	return count, last
}

// lastMigration is the version the migrations bring a database to.
func lastMigration(t *testing.T) int {
	t.Helper()
	_, last := embeddedMigrations(t)
	return last
}
