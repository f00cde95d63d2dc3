package audit

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

// A cursor is base64url (unpadded) of "a1 <time in RFC 3339> <id>":
// opaque to clients, checked on the way back in.
const cursorVersion = "a1"

// EncodeCursor is the opaque form of a position in the log, as GET
// /v2/audit and the dashboard's audit page hand it out.
func EncodeCursor(c store.AuditCursor) string {
	raw := cursorVersion + " " + c.Time.UTC().Format(time.RFC3339Nano) + " " + strconv.FormatInt(c.ID, 10)
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

// DecodeCursor reads what EncodeCursor wrote.
func DecodeCursor(s string) (store.AuditCursor, error) {
	var c store.AuditCursor
	if len(s) > 200 {
		return c, errors.New("cursor too long")
	}
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return c, fmt.Errorf("decode cursor: %w", err)
	}
	parts := strings.Split(string(raw), " ")
	if len(parts) != 3 || parts[0] != cursorVersion {
		return c, fmt.Errorf("cursor %q has no version, time and id", raw)
	}
	t, err := time.Parse(time.RFC3339Nano, parts[1])
	if err != nil {
		return c, fmt.Errorf("cursor time: %w", err)
	}
	id, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || id < 1 {
		return c, fmt.Errorf("cursor id %q", parts[2])
	}
	return store.AuditCursor{Time: t.UTC(), ID: id}, nil
}
