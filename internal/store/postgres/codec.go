package postgres

import (
	"context"
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
)

// querier is the pool or a transaction.
type querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// scanner is a pgx.Row or pgx.Rows.
type scanner interface {
	Scan(dest ...any) error
}

// storable reports whether PostgreSQL text can hold every s: no NUL byte,
// valid UTF-8. A look-up by a string that cannot be stored finds nothing.
func storable(ss ...string) bool {
	for _, s := range ss {
		if strings.IndexByte(s, 0) >= 0 || !utf8.ValidString(s) {
			return false
		}
	}
	return true
}

// ts is t for a timestamptz column, NULL for the zero time.
func ts(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t
}

// fromTS is a timestamptz column's value in UTC, the zero time for NULL.
func fromTS(t pgtype.Timestamptz) time.Time {
	if !t.Valid {
		return time.Time{}
	}
	return t.Time.UTC()
}

// orNow is t, or the current time when t is zero.
func orNow(t time.Time) time.Time {
	if t.IsZero() {
		return time.Now()
	}
	return t
}

// jsonb encodes v for a jsonb column; a nil slice or map is NULL.
func jsonb[T any](v T, isNil bool) (any, error) {
	if isNil {
		return nil, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

func listJSON[E any](v []E) (any, error)         { return jsonb(v, v == nil) }
func mapJSON[V any](v map[string]V) (any, error) { return jsonb(v, v == nil) }

// fromJSON decodes a jsonb column into dst; NULL leaves dst alone (nil).
func fromJSON(b []byte, dst any) error {
	if b == nil {
		return nil
	}
	return json.Unmarshal(b, dst)
}

// bytea is b, NULL when empty.
func bytea(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return b
}

// nilIfEmpty maps an empty byte slice to nil.
func nilIfEmpty(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return b
}

// nullString is s, NULL when empty.
func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}
