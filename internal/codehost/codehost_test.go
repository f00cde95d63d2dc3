package codehost_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/foliodocs/folio/internal/codehost"
)

func TestConflictErrorIsErrConflict(t *testing.T) {
	err := fmt.Errorf("merge change 3: %w", &codehost.ConflictError{Base: "main", Head: "folio/abc", Files: []string{"a.mdx", "b.mdx"}})
	if !errors.Is(err, codehost.ErrConflict) {
		t.Error("a ConflictError is not ErrConflict")
	}
	if errors.Is(err, codehost.ErrNotFound) {
		t.Error("a ConflictError is ErrNotFound")
	}
	var ce *codehost.ConflictError
	if !errors.As(err, &ce) || len(ce.Files) != 2 {
		t.Fatalf("errors.As = %v", ce)
	}
	if want := "merge change 3: merging folio/abc into main conflicts in a.mdx, b.mdx"; err.Error() != want {
		t.Errorf("Error() = %q, want %q", err, want)
	}
}
