package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"
)

// querier is what reads need: the read pool, the write pool or a
// transaction.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// scanner is a *sql.Row or *sql.Rows.
type scanner interface {
	Scan(dest ...any) error
}

// micros is t as microseconds since the Unix epoch, NULL for the zero time.
func micros(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.UnixMicro()
}

// fromMicros is the inverse of micros, in UTC.
func fromMicros(n sql.NullInt64) time.Time {
	if !n.Valid {
		return time.Time{}
	}
	return time.UnixMicro(n.Int64).UTC()
}

// orNow is t, or the current time when t is zero.
func orNow(t time.Time) time.Time {
	if t.IsZero() {
		return time.Now()
	}
	return t
}

// jsonText encodes v as JSON text; a nil slice or map is NULL.
func jsonText[T any](v T, isNil bool) (any, error) {
	if isNil {
		return nil, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

func listText[E any](v []E) (any, error)         { return jsonText(v, v == nil) }
func mapText[V any](v map[string]V) (any, error) { return jsonText(v, v == nil) }

// fromJSON decodes a JSON column into dst; NULL leaves dst alone (nil).
func fromJSON(s sql.NullString, dst any) error {
	if !s.Valid {
		return nil
	}
	return json.Unmarshal([]byte(s.String), dst)
}

// blob is b, NULL when empty.
func blob(b []byte) any {
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
