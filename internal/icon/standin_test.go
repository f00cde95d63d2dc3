package icon

import "testing"

func TestFind(t *testing.T) {
	s := loadSet(t)
	tests := []struct {
		name, library string
		want          string // "library/name", or "" for none
	}{
		{"house", "", "fontawesome/house"},
		{"sparkles", "", "lucide/sparkles"}, // Font Awesome Pro; Lucide has it
		{"house", "lucide", "lucide/house"}, // the library asked for first
		{"github", "lucide", "fontawesome/github"},
		{"circle-number-1", "", "tabler/circle-number-1"}, // only Tabler
		{"rocket-launch", "", ""},
		{"", "", ""},
	}
	for _, tt := range tests {
		got := ""
		if i, ok := s.Find(tt.name, tt.library, ""); ok {
			got = i.Library + "/" + i.Name
		}
		if got != tt.want {
			t.Errorf("Find(%q, %q) = %q, want %q", tt.name, tt.library, got, tt.want)
		}
	}
}

func TestStandIn(t *testing.T) {
	s := loadSet(t)
	tests := []struct {
		name, library string
		want          string // "as: library/name", or "" for none
	}{
		// Numbered and lettered shapes: Tabler's.
		{"circle-1", "", "circle-number-1: tabler/circle-number-1"},
		{"square-k", "", "square-letter-k: tabler/square-letter-k"},
		{"Circle-A", "", "circle-letter-a: tabler/circle-letter-a"},
		{"fa-square-0", "", "square-number-0: tabler/square-number-0"},
		// Words dropped from the end, the library asked for first.
		{"rocket-launch", "", "rocket: fontawesome/rocket"},
		{"rocket-launch", "tabler", "rocket: tabler/rocket"},
		{"credit-card-front", "", "credit-card: fontawesome/credit-card"},
		{"envelope-open-dollar", "", "envelope-open: fontawesome/envelope-open"},
		{"cart-flatbed-boxes", "", "cart-flatbed: fontawesome/cart-flatbed"},
		{"brackets-curly", "", "brackets: lucide/brackets"},
		// Then from the start, when the end leaves only a shape.
		{"rectangle-terminal", "", "terminal: fontawesome/terminal"},
		{"circle-dollar", "", "dollar: fontawesome/dollar-sign"},
		{"diagram-subtask", "", "subtask: tabler/subtask"},
		// Nothing stands in for one unknown word, or for a bare shape.
		{"pancakes", "", ""},
		{"circle-zz", "", ""},
		// Not names at all.
		{"../etc/passwd", "", ""},
		{"fa-solid fa-rocket-launch", "", ""},
		{"", "", ""},
	}
	for _, tt := range tests {
		got := ""
		if i, as, ok := s.StandIn(tt.name, tt.library, ""); ok {
			got = as + ": " + i.Library + "/" + i.Name
		}
		if got != tt.want {
			t.Errorf("StandIn(%q, %q) = %q, want %q", tt.name, tt.library, got, tt.want)
		}
	}
	var zero *Set
	if _, _, ok := zero.StandIn("rocket-launch", "", ""); ok {
		t.Error("a nil set stands in")
	}
}
