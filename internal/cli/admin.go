package cli

import (
	"bufio"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

func (sc *serviceCommands) adminCommand() *cobra.Command {
	var sf serviceFlags
	cmd := &cobra.Command{
		Use:   "admin",
		Short: "Manage the dashboard's users from the command line",
		Example: `  folio admin users list
  printf '%s\n' "$NEW_PASSWORD" | folio admin users reset-password admin`,
		Long: `Admin manages the people who sign in to the dashboard, in the data folder
(or database) that folio serve uses: the same users, roles and invitations
as the dashboard's Users page. It needs no running server.`,
	}
	sc.addServiceFlags(cmd.PersistentFlags(), &sf)
	cmd.AddCommand(sc.usersCommand(&sf))
	return cmd
}

func (sc *serviceCommands) usersCommand(sf *serviceFlags) *cobra.Command {
	users := &cobra.Command{
		Use:   "users",
		Short: "List, add, invite and change users",
		Example: `  folio admin users list
  folio admin users invite ada@example.com --role editor
  folio admin users set-role ada@example.com viewer --project handbook`,
		Long: `Users are the people who sign in to the dashboard. Each has a role in the
organisation — owner (everything, and users), editor (runs agent jobs,
merges changes), viewer (reads), or none — and a project may give them a
higher role on it. The organisation always keeps one enabled owner.`,
	}

	var listFormat string
	list := &cobra.Command{
		Use:   "list",
		Short: "List users with their roles",
		Example: `  folio admin users list
  folio admin users list --format json`,
		Args: cobra.NoArgs,
		RunE: sc.withUsers(sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, _ []string) error {
			us, err := st.Users(ctx)
			if err != nil {
				return asExit(err)
			}
			out := make([]userJSON, 0, len(us))
			for _, u := range us {
				grants, err := st.ProjectRoles(ctx, u.ID)
				if err != nil {
					return asExit(err)
				}
				out = append(out, toUserJSON(u, grants))
			}
			w := cmd.OutOrStdout()
			if listFormat == "json" {
				return writeJSON(w, out)
			}
			if len(out) == 0 {
				fmt.Fprintln(w, "no users yet: folio serve makes the first owner, or folio admin users add EMAIL --role owner")
				return nil
			}
			tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "EMAIL\tNAME\tROLE\tPROJECTS\tSIGN-IN\tLAST SIGN-IN\tSTATUS")
			for _, u := range out {
				last := "never"
				if u.LastSignInAt != nil {
					last = u.LastSignInAt.Format(time.DateTime)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", u.Email, dash(u.Name), u.Role, grantsText(u.Projects), dash(strings.Join(u.SignIn, ",")), last, u.Status)
			}
			return tw.Flush()
		}),
	}
	list.Flags().StringVar(&listFormat, "format", "human", "output format: human or json")

	var addRole, addName, addProject, addProjectRole string
	var addSSO bool
	add := &cobra.Command{
		Use:   "add EMAIL --role ROLE",
		Short: "Add a user, with the password read from standard input",
		Example: `  printf '%s\n' "$PASSWORD" | folio admin users add ada@example.com --role editor --name "Ada Lovelace"
  folio admin users add bob@example.com --role viewer --sso`,
		Long: `Add makes a user who signs in with the password on the first line of
standard input (at least 8 characters), or, with --sso, one who signs in
only through single sign-on (linked at their first sign-in by email).`,
		Args: cobra.ExactArgs(1),
		RunE: sc.withUsers(sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			email, err := auth.NormalizeEmail(args[0])
			if err != nil {
				return usageError("%v", err)
			}
			role, err := domain.ParseRole(addRole)
			if err != nil {
				return usageError("--role: %v", err)
			}
			if msg := checkUserName(addName); msg != "" {
				return usageError("--name: %s", msg)
			}
			grant, err := projectGrant(ctx, st, addProject, addProjectRole)
			if err != nil {
				return err
			}
			if role == domain.RoleNone && grant == "" {
				return usageError("a user with the role none needs --project and --project-role")
			}
			u := domain.User{Email: email, Name: strings.TrimSpace(addName), Role: role, CreatedAt: time.Now().UTC()}
			if !addSSO {
				pw, err := sc.readPassword(cmd)
				if err != nil {
					return err
				}
				if u.PasswordHash, err = (auth.Passwords{}).Hash(pw); err != nil {
					return usageError("%v", err)
				}
			}
			if u.ID, err = auth.NewUserID(rand.Reader); err != nil {
				return asExit(err)
			}
			if err := st.CreateUser(ctx, u); errors.Is(err, store.ErrConflict) {
				return usageError("a user %s exists already (folio admin users list)", email)
			} else if err != nil {
				return asExit(err)
			}
			sc.record(ctx, st, audit.Event{Action: audit.UserCreate, TargetKind: "user", TargetID: u.ID,
				Detail: map[string]string{"email": u.Email, "role": string(u.Role)}})
			if grant != "" {
				if err := st.SetProjectRole(ctx, u.ID, addProject, grant); err != nil {
					return asExit(err)
				}
				sc.record(ctx, st, audit.Event{Action: audit.UserGrant, TargetKind: "user", TargetID: u.ID, ProjectID: addProject,
					Detail: map[string]string{"role": string(grant)}})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "added %s (%s)\n", email, role)
			return nil
		}),
	}
	add.Flags().StringVar(&addRole, "role", "", "the user's role in the organisation: owner, editor, viewer or none")
	add.Flags().StringVar(&addName, "name", "", "the user's name, as the dashboard shows it")
	add.Flags().BoolVar(&addSSO, "sso", false, "no password: the user signs in only through single sign-on")
	addProjectFlags(add, &addProject, &addProjectRole)
	_ = add.MarkFlagRequired("role")

	var invRole, invProject, invProjectRole, baseURL string
	invite := &cobra.Command{
		Use:   "invite EMAIL --role ROLE",
		Short: "Make an invitation link that works once, for 7 days",
		Example: `  folio admin users invite ada@example.com --role editor
  folio admin users invite bob@example.com --role none --project handbook --project-role viewer --base-url https://folio.example.com`,
		Long: `Invite prints a link to send to the person: opening it, they choose a
password (or sign in through single sign-on with that email) and become a
user with the role. The link is shown once; only its hash is stored.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := sc.envFlags(cmd, "base-url"); err != nil {
				return err
			}
			return sc.withUsers(sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
				role, err := domain.ParseRole(invRole)
				if err != nil {
					return usageError("--role: %v", err)
				}
				grant, err := projectGrant(ctx, st, invProject, invProjectRole)
				if err != nil {
					return err
				}
				if role == domain.RoleNone && grant == "" {
					return usageError("an invitation with the role none needs --project and --project-role")
				}
				inv := store.Invitation{Email: args[0], Role: role}
				if grant != "" {
					inv.ProjectID, inv.ProjectRole = invProject, grant
				}
				token, inv, err := auth.NewInvitation(rand.Reader, inv, time.Now())
				if err != nil {
					return usageError("%v", err)
				}
				if _, err := st.UserByEmail(ctx, inv.Email); err == nil {
					return usageError("a user %s exists already: change their role with folio admin users set-role", inv.Email)
				}
				if err := st.CreateInvitation(ctx, inv); err != nil {
					return asExit(err)
				}
				sc.record(ctx, st, audit.Event{Action: audit.InvitationCreate, TargetKind: "invitation", TargetID: inv.ID, ProjectID: inv.ProjectID,
					Detail: map[string]string{"email": inv.Email, "role": string(inv.Role), "projectRole": string(inv.ProjectRole)}})
				link := strings.TrimSuffix(baseURL, "/") + "/dashboard/invite/" + token
				fmt.Fprintf(cmd.OutOrStdout(), "%s\n\nSend this link to %s; it is shown only now, works once, and expires %s.\n",
					link, inv.Email, inv.ExpiresAt.Format(time.RFC3339))
				return nil
			})(cmd, args)
		},
	}
	invite.Flags().StringVar(&invRole, "role", "", "the role in the organisation: owner, editor, viewer or none")
	invite.Flags().StringVar(&baseURL, "base-url", "http://localhost:8080", "the dashboard's public URL, for the link (FOLIO_BASE_URL, as for serve)")
	addProjectFlags(invite, &invProject, &invProjectRole)
	_ = invite.MarkFlagRequired("role")

	var roleProject string
	setRole := &cobra.Command{
		Use:   "set-role EMAIL ROLE",
		Short: "Change a user's role in the organisation, or on one project",
		Example: `  folio admin users set-role ada@example.com owner
  folio admin users set-role bob@example.com editor --project handbook
  folio admin users set-role bob@example.com none --project handbook`,
		Long: `Set-role changes the user's role in the organisation, or with --project
their role on that project (none removes it). The last enabled owner
cannot be demoted.`,
		Args: cobra.ExactArgs(2),
		RunE: sc.withUsers(sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			u, err := findUser(ctx, st, args[0])
			if err != nil {
				return err
			}
			role, err := domain.ParseRole(args[1])
			if err != nil {
				return usageError("%v", err)
			}
			if roleProject != "" {
				grant := role
				if role == domain.RoleNone {
					grant = ""
				}
				err := st.SetProjectRole(ctx, u.ID, roleProject, grant)
				if errors.Is(err, store.ErrNotFound) {
					return usageError("--project %s: no such project (folio project list shows them)", roleProject)
				} else if err != nil {
					return asExit(err)
				}
				sc.record(ctx, st, audit.Event{Action: audit.UserGrant, TargetKind: "user", TargetID: u.ID, ProjectID: roleProject,
					Detail: map[string]string{"role": string(role)}})
				fmt.Fprintf(cmd.OutOrStdout(), "%s is %s on %s\n", u.Email, role, roleProject)
				return nil
			}
			if err := updateUser(ctx, st, u, func(x *domain.User) { x.Role = role }); err != nil {
				return err
			}
			sc.record(ctx, st, userEvent(audit.UserRole, u, string(role)))
			fmt.Fprintf(cmd.OutOrStdout(), "%s is %s\n", u.Email, role)
			return nil
		}),
	}
	setRole.Flags().StringVar(&roleProject, "project", "", "change the role on this project only")

	disable := &cobra.Command{
		Use:     "disable EMAIL",
		Short:   "Disable a user: their sessions end and their API keys stop working",
		Example: `  folio admin users disable ada@example.com`,
		Args:    cobra.ExactArgs(1),
		RunE: sc.withUsers(sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			u, err := findUser(ctx, st, args[0])
			if err != nil {
				return err
			}
			now := time.Now().UTC()
			if err := updateUser(ctx, st, u, func(x *domain.User) {
				if x.DisabledAt.IsZero() {
					x.DisabledAt = now
				}
			}); err != nil {
				return err
			}
			if err := st.DeleteUserSessions(ctx, u.ID); err != nil {
				return asExit(err)
			}
			sc.record(ctx, st, userEvent(audit.UserDisable, u, string(u.Role)))
			fmt.Fprintf(cmd.OutOrStdout(), "disabled %s\n", u.Email)
			return nil
		}),
	}
	enable := &cobra.Command{
		Use:     "enable EMAIL",
		Short:   "Enable a disabled user again",
		Example: `  folio admin users enable ada@example.com`,
		Args:    cobra.ExactArgs(1),
		RunE: sc.withUsers(sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			u, err := findUser(ctx, st, args[0])
			if err != nil {
				return err
			}
			if err := updateUser(ctx, st, u, func(x *domain.User) { x.DisabledAt = time.Time{} }); err != nil {
				return err
			}
			sc.record(ctx, st, userEvent(audit.UserEnable, u, string(u.Role)))
			fmt.Fprintf(cmd.OutOrStdout(), "enabled %s\n", u.Email)
			return nil
		}),
	}
	reset := &cobra.Command{
		Use:   "reset-password EMAIL",
		Short: "Set a user's password, read from standard input",
		Example: `  printf '%s\n' "$NEW_PASSWORD" | folio admin users reset-password admin
  folio admin users reset-password ada@example.com --data /srv/folio < password.txt`,
		Long: `Reset-password reads the new password from the first line of standard
input (at least 8 characters), stores its argon2id hash and ends the
user's sessions.`,
		Args: cobra.ExactArgs(1),
		RunE: sc.withUsers(sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
			u, err := findUser(ctx, st, args[0])
			if err != nil {
				return err
			}
			pw, err := sc.readPassword(cmd)
			if err != nil {
				return err
			}
			hash, err := (auth.Passwords{}).Hash(pw)
			if err != nil {
				return usageError("%v", err)
			}
			if err := updateUser(ctx, st, u, func(x *domain.User) { x.PasswordHash = hash }); err != nil {
				return err
			}
			if err := st.DeleteUserSessions(ctx, u.ID); err != nil {
				return asExit(err)
			}
			sc.record(ctx, st, audit.Event{Action: audit.UserPassword, TargetKind: "user", TargetID: u.ID, Detail: map[string]string{"how": "reset"}})
			fmt.Fprintf(cmd.OutOrStdout(), "password set for %s\n", u.Email)
			return nil
		}),
	}
	users.AddCommand(list, add, invite, setRole, disable, enable, reset)
	return users
}

// withUsers is withStore for the users commands: an install from before
// users gets its first owner (from the shared password) first, as serve
// would make it.
func (sc *serviceCommands) withUsers(sf *serviceFlags, run func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error) func(*cobra.Command, []string) error {
	return sc.withStore(sf, func(ctx context.Context, cmd *cobra.Command, st store.Store, args []string) error {
		if _, err := auth.EnsureOwner(ctx, st, auth.OwnerOptions{Rand: rand.Reader, Now: time.Now()}); err != nil {
			return asExit(err)
		}
		return run(ctx, cmd, st, args)
	})
}

func addProjectFlags(cmd *cobra.Command, project, role *string) {
	cmd.Flags().StringVar(project, "project", "", "also give a role on this project")
	cmd.Flags().StringVar(role, "project-role", "editor", "the role on --project: owner, editor or viewer")
}

// projectGrant checks --project and --project-role; "" without a project.
func projectGrant(ctx context.Context, st store.Store, project, role string) (domain.Role, error) {
	if project == "" {
		return "", nil
	}
	if _, err := st.Project(ctx, project); errors.Is(err, store.ErrNotFound) {
		return "", usageError("--project %s: no such project (folio project list shows them)", project)
	} else if err != nil {
		return "", asExit(err)
	}
	r, err := domain.ParseRole(role)
	if err != nil || r == domain.RoleNone {
		return "", usageError("--project-role: want owner, editor or viewer, not %q", role)
	}
	return r, nil
}

func findUser(ctx context.Context, st store.Store, email string) (domain.User, error) {
	norm, err := auth.NormalizeEmail(email)
	if err != nil {
		return domain.User{}, usageError("%v", err)
	}
	u, err := st.UserByEmail(ctx, norm)
	if errors.Is(err, store.ErrNotFound) {
		return domain.User{}, usageError("no user %s (folio admin users list shows them)", norm)
	}
	if err != nil {
		return domain.User{}, asExit(err)
	}
	return u, nil
}

// record writes what a command did to the audit log, as "cli": whoever
// runs it holds the database already. A failure is logged, and the
// command, done, succeeds.
func (sc *serviceCommands) record(ctx context.Context, st store.Store, ev audit.Event) {
	audit.NewRecorder(st, sc.log, time.Now).RecordAs(ctx, audit.CLI, ev)
}

// userEvent is a change of u for the audit log.
func userEvent(action audit.Action, u domain.User, role string) audit.Event {
	return audit.Event{Action: action, TargetKind: "user", TargetID: u.ID, Detail: map[string]string{"email": u.Email, "role": role}}
}

func updateUser(ctx context.Context, st store.Store, u domain.User, fn func(*domain.User)) error {
	_, err := st.UpdateUser(ctx, u.ID, func(x *domain.User) error { fn(x); return nil })
	if errors.Is(err, store.ErrLastOwner) {
		return usageError("%s is the last enabled owner: make someone else an owner first", u.Email)
	}
	if err != nil {
		return asExit(err)
	}
	return nil
}

// readPassword reads a password from the first line of standard input.
func (sc *serviceCommands) readPassword(cmd *cobra.Command) (string, error) {
	if sc.terminal(cmd.OutOrStdout()) {
		fmt.Fprint(cmd.OutOrStdout(), "new password: ")
	}
	line, err := bufio.NewReader(cmd.InOrStdin()).ReadString('\n')
	if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
		return "", usageError("read the password from standard input: %v", err)
	}
	pw := strings.TrimRight(line, "\r\n")
	if err := auth.CheckPasswordRules(pw); err != nil {
		return "", usageError("%v", err)
	}
	return pw, nil
}

func checkUserName(name string) string {
	switch {
	case len([]rune(name)) > 100:
		return "use at most 100 characters"
	case strings.ContainsFunc(name, func(c rune) bool { return c < 0x20 || c == 0x7f }):
		return "use a name without control characters"
	}
	return ""
}

// userJSON is a user as `--format json` prints them: never a hash.
type userJSON struct {
	ID           string            `json:"id"`
	Email        string            `json:"email"`
	Name         string            `json:"name"`
	Role         domain.Role       `json:"role"`
	Projects     map[string]string `json:"projects"`
	SignIn       []string          `json:"signIn"`
	Status       string            `json:"status"`
	CreatedAt    time.Time         `json:"createdAt"`
	LastSignInAt *time.Time        `json:"lastSignInAt"`
}

func toUserJSON(u domain.User, grants map[string]domain.Role) userJSON {
	out := userJSON{ID: u.ID, Email: u.Email, Name: u.Name, Role: u.Role, Projects: map[string]string{}, SignIn: []string{},
		Status: "enabled", CreatedAt: u.CreatedAt.UTC()}
	for p, r := range grants {
		out.Projects[p] = string(r)
	}
	if u.PasswordHash != "" {
		out.SignIn = append(out.SignIn, "password")
	}
	if u.Subject != "" {
		out.SignIn = append(out.SignIn, "sso")
	}
	if !u.Enabled() {
		out.Status = "disabled"
	}
	if !u.LastSignInAt.IsZero() {
		t := u.LastSignInAt.UTC()
		out.LastSignInAt = &t
	}
	return out
}

func grantsText(g map[string]string) string {
	if len(g) == 0 {
		return "-"
	}
	var parts []string
	for _, p := range slices.Sorted(maps.Keys(g)) {
		parts = append(parts, p+":"+g[p])
	}
	return strings.Join(parts, ",")
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
