package cli

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

func (sc *serviceCommands) keysCommand() *cobra.Command {
	var sf serviceFlags
	cmd := &cobra.Command{
		Use:   "keys",
		Short: "Create, list and revoke the admin API keys of the agent API",
		Example: `  folio keys create --name ci-bot
  folio keys list`,
		Long: `Keys manages the svc_ keys that authenticate requests to the agent API
(/v2/agent/...). A key is shown once, when it is created; only its hash is
stored.`,
	}
	sc.addServiceFlags(cmd.PersistentFlags(), &sf)

	var name, scope, expires, format, userEmail string
	var projects []string
	create := &cobra.Command{
		Use:   "create --name NAME",
		Short: "Create a key and print it once",
		Example: `  folio keys create --name ci-bot
  folio keys create --name reader --scope read --project acme --expires 90d`,
		Args: cobra.NoArgs,
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, _ []string) error {
			if strings.TrimSpace(name) == "" {
				return usageError("--name is required: say what the key is for")
			}
			if format != "human" && format != "json" {
				return usageError("--format must be human or json, not %q", format)
			}
			scopes, err := auth.ParseScopes(scope)
			if err != nil {
				return usageError("--scope: %v", err)
			}
			now := time.Now().UTC()
			exp, err := parseExpiry(expires, now)
			if err != nil {
				return usageError("--expires: %v", err)
			}
			for _, p := range projects {
				if _, err := st.Project(ctx, p); errors.Is(err, store.ErrNotFound) {
					return usageError("--project %s: no such project (folio project list shows them)", p)
				} else if err != nil {
					return asExit(err)
				}
			}
			secret, k, err := auth.NewKey(rand.Reader, name, projects, scopes, exp, now)
			if err != nil {
				return asExit(err)
			}
			emails := map[string]string{}
			if userEmail != "" {
				u, err := findUser(ctx, st, userEmail)
				if err != nil {
					return err
				}
				k.UserID, emails[u.ID] = u.ID, u.Email
			}
			if err := st.CreateKey(ctx, k); err != nil {
				return asExit(fmt.Errorf("store the key: %w", err))
			}
			sc.record(ctx, st, audit.Event{Action: audit.KeyCreate, TargetKind: "key", TargetID: k.ID,
				Detail: map[string]string{"name": k.Name, "prefix": k.Prefix, "owner": cmp.Or(k.UserID, "organisation")}})
			w := cmd.OutOrStdout()
			if format == "json" {
				return writeJSON(w, struct {
					keyJSON
					Key string `json:"key"`
				}{toKeyJSON(k, now, emails), secret})
			}
			fmt.Fprintf(w, "%s\n\nThis is the only time the key is shown; it is stored as a hash.\nid %s · %s · %s · %s\n",
				secret, k.ID, scopesText(k.Scopes), projectsText(k.Projects), expiryText(k.ExpiresAt))
			return nil
		}),
	}
	create.Flags().StringVar(&name, "name", "", "what the key is for (shown in lists)")
	create.Flags().StringArrayVar(&projects, "project", nil, "a project the key may reach (repeat; default: every project)")
	create.Flags().StringVar(&scope, "scope", "read,write", "read (GET and HEAD), write, read,write, or audit:read (GET /v2/audit; an organisation's or an owner's key for every project)")
	create.Flags().StringVar(&expires, "expires", "never", "when the key stops working: never, a duration (90d, 12h) or a date (2027-01-31)")
	create.Flags().StringVar(&format, "format", "human", "output format: human or json")
	create.Flags().StringVar(&userEmail, "user", "", "make the key a user's (it acts as them, and stops when they are disabled) rather than the organisation's")

	var listFormat string
	list := &cobra.Command{
		Use:   "list",
		Short: "List keys by prefix, with their last use",
		Example: `  folio keys list
  folio keys list --format json`,
		Args: cobra.NoArgs,
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, _ []string) error {
			keys, err := st.Keys(ctx)
			if err != nil {
				return asExit(err)
			}
			users, err := st.Users(ctx)
			if err != nil {
				return asExit(err)
			}
			emails := map[string]string{}
			for _, u := range users {
				emails[u.ID] = u.Email
			}
			now := time.Now().UTC()
			w := cmd.OutOrStdout()
			if listFormat == "json" {
				out := make([]keyJSON, 0, len(keys))
				for _, k := range keys {
					out = append(out, toKeyJSON(k, now, emails))
				}
				return writeJSON(w, out)
			}
			if len(keys) == 0 {
				fmt.Fprintln(w, "no keys yet: folio keys create --name NAME")
				return nil
			}
			tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tNAME\tKEY\tBELONGS TO\tCREATED BY\tSCOPES\tPROJECTS\tLAST USED\tSTATUS")
			for _, k := range keys {
				used := "never"
				if !k.LastUsedAt.IsZero() {
					used = k.LastUsedAt.Format(time.DateTime)
				}
				kj := toKeyJSON(k, now, emails)
				owner := "organisation"
				if kj.User != nil {
					owner = *kj.User
				}
				by := "command line"
				if kj.CreatedBy != nil {
					by = *kj.CreatedBy
				}
				fmt.Fprintf(tw, "%s\t%s\t%s…\t%s\t%s\t%s\t%s\t%s\t%s\n", k.ID, k.Name, k.Prefix, owner, by, scopesText(k.Scopes), projectsText(k.Projects), used, keyStatus(k, now))
			}
			return tw.Flush()
		}),
	}
	list.Flags().StringVar(&listFormat, "format", "human", "output format: human or json")

	revoke := &cobra.Command{
		Use:     "revoke ID",
		Short:   "Revoke a key: the next request with it gets 401",
		Example: `  folio keys revoke key_01jz8k3m9qabcd2345efgh6789`,
		Args:    cobra.ExactArgs(1),
		RunE: sc.withStore(&sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			err := st.RevokeKey(ctx, args[0], time.Now().UTC())
			if errors.Is(err, store.ErrNotFound) {
				return usageError("no key %s (folio keys list shows them)", args[0])
			}
			if err != nil {
				return asExit(err)
			}
			sc.record(ctx, st, audit.Event{Action: audit.KeyRevoke, TargetKind: "key", TargetID: args[0]})
			fmt.Fprintf(cmd.OutOrStdout(), "revoked %s\n", args[0])
			return nil
		}),
	}
	cmd.AddCommand(create, list, revoke)
	return cmd
}

// keyJSON is a key as `--format json` prints it: never its hash.
type keyJSON struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Prefix     string     `json:"prefix"`
	Projects   []string   `json:"projects"`
	Scopes     []string   `json:"scopes"`
	Status     string     `json:"status"`
	CreatedAt  time.Time  `json:"createdAt"`
	ExpiresAt  *time.Time `json:"expiresAt"`
	LastUsedAt *time.Time `json:"lastUsedAt"`
	RevokedAt  *time.Time `json:"revokedAt"`
	// User is the email of the user the key belongs to (null: the
	// organisation's); CreatedBy the email of who made it on the
	// dashboard (null: the command line or the first run).
	User      *string `json:"user"`
	CreatedBy *string `json:"createdBy"`
}

// toKeyJSON describes a key; emails names users by id ("a removed user"
// for one that is not there).
func toKeyJSON(k domain.APIKey, now time.Time, emails map[string]string) keyJSON {
	opt := func(t time.Time) *time.Time {
		if t.IsZero() {
			return nil
		}
		t = t.UTC()
		return &t
	}
	out := keyJSON{ID: k.ID, Name: k.Name, Prefix: k.Prefix, Projects: k.Projects, Status: keyStatus(k, now),
		CreatedAt: k.CreatedAt.UTC(), ExpiresAt: opt(k.ExpiresAt), LastUsedAt: opt(k.LastUsedAt), RevokedAt: opt(k.RevokedAt)}
	if out.Projects == nil {
		out.Projects = []string{}
	}
	for _, s := range k.Scopes {
		out.Scopes = append(out.Scopes, string(s))
	}
	name := func(id string) *string {
		if id == "" {
			return nil
		}
		e, ok := emails[id]
		if !ok {
			e = "a removed user"
		}
		return &e
	}
	out.User, out.CreatedBy = name(k.UserID), name(k.CreatedBy)
	return out
}

func keyStatus(k domain.APIKey, now time.Time) string {
	switch {
	case !k.RevokedAt.IsZero():
		return "revoked"
	case !k.ExpiresAt.IsZero() && !now.Before(k.ExpiresAt):
		return "expired"
	}
	return "live"
}

func scopesText(s []domain.Scope) string {
	parts := make([]string, len(s))
	for i, x := range s {
		parts[i] = string(x)
	}
	return strings.Join(parts, ",")
}

func projectsText(p []string) string {
	if len(p) == 0 {
		return "all projects"
	}
	return strings.Join(p, ",")
}

func expiryText(t time.Time) string {
	if t.IsZero() {
		return "never expires"
	}
	return "expires " + t.Format(time.RFC3339)
}

// parseExpiry reads "never", "90d", "36h" or a date.
func parseExpiry(s string, now time.Time) (time.Time, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "" || s == "never":
		return time.Time{}, nil
	case strings.HasSuffix(s, "d"):
		n, err := strconv.Atoi(strings.TrimSuffix(s, "d"))
		if err != nil || n <= 0 || n > 3650 {
			return time.Time{}, fmt.Errorf("%q: want a number of days between 1 and 3650, like 90d", s)
		}
		return now.AddDate(0, 0, n), nil
	}
	if d, err := time.ParseDuration(s); err == nil {
		if d <= 0 {
			return time.Time{}, fmt.Errorf("%q: the duration must be positive", s)
		}
		return now.Add(d), nil
	}
	for _, layout := range []string{time.DateOnly, time.RFC3339} {
		if t, err := time.Parse(layout, s); err == nil {
			if !t.After(now) {
				return time.Time{}, fmt.Errorf("%q is in the past", s)
			}
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q: want never, a duration (90d, 12h) or a date (2027-01-31)", s)
}
